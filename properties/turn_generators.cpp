#include "properties/turn_generators.hpp"

#include <algorithm>
#include <array>
#include <ostream>
#include <string_view>

#include "properties/generators.hpp"
#include "properties/phase_generators.hpp"

namespace umpire::props {
namespace {

using namespace rc;

// The block J1-Y3 .. J4-Y6 around phase_state()'s three squares.
constexpr int kFirstCol = 91, kFirstRow = 93, kSide = 4;

constexpr std::array<std::string_view, 4> kOtherRulings{"DND-", "DEPLOY-", "AT-", "ORDERS-"};

StratSquare at(int c, int r) { return StratSquare{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)}; }

Gen<StratTerrain> terrain(bool must_pass) {
    if (must_pass)
        return gen::weightedElement<StratTerrain>({{6, StratTerrain::Open}, {1, StratTerrain::Hill},
                                                   {2, StratTerrain::Mountain}, {2, StratTerrain::Marsh},
                                                   {1, StratTerrain::HighDesert}});
    return gen::weightedElement<StratTerrain>({{8, StratTerrain::Open}, {2, StratTerrain::Mountain},
                                               {2, StratTerrain::Marsh}, {1, StratTerrain::Water},
                                               {1, StratTerrain::Swamp}, {1, StratTerrain::HighMountain},
                                               {1, StratTerrain::Desert}});
}

// A path of 1-6 boxes walking king steps through the block, with blanks, and now
// and then a box that is not next to the one before (7.4).
StrategicOrders strategic(const Unit& u, const std::vector<StratSquare>& block) {
    StrategicOrders o;
    if (*gen::weightedElement<bool>({{1, false}, {3, true}})) {
        const int boxes = *gen::inRange(1, kStrategicPhases + 1);
        StratSquare here = u.strategic;
        bool any = false;
        for (int b = 0; b < boxes; ++b) {
            StrategicBox box;
            if (*gen::weightedElement<bool>({{1, true}, {4, false}})) {
                o.path.push_back(box);  // blank
                continue;
            }
            std::vector<StratSquare> next;
            for (const auto& q : block)
                if (q != here && std::abs(q.col - here.col) <= 1 && std::abs(q.row - here.row) <= 1) next.push_back(q);
            const bool jump = *gen::weightedElement<bool>({{1, true}, {12, false}});
            const StratSquare to = jump || next.empty() ? *gen::elementOf(block) : *gen::elementOf(next);
            box.kind = StrategicBox::Kind::Square;
            box.square = to;
            o.path.push_back(box);
            here = to;
            any = true;
        }
        if (!any) o.path.clear();  // the order desk refuses a path of blanks only
        if (any && *gen::weightedElement<bool>({{1, true}, {3, false}})) o.entry = TacSquare(*gen::inRange(0, kTacSize), *gen::inRange(0, kTacSize));
    }
    const auto sometimes = [] { return *gen::weightedElement<bool>({{1, true}, {3, false}}); };
    o.halt_on_detection = sometimes();
    o.halt_on_enemy_entry = sometimes();
    o.halt_before_forced_march = sometimes();
    o.pursuit = sometimes();
    o.march_to_battle = sometimes();
    o.march_to_allies = sometimes();
    o.march_to_enemies = sometimes();
    return o;
}

}  // namespace

void showValue(const TurnInput& in, std::ostream& os) { os << '\n' << save_case(turn_case(in)); }

CaseFile turn_case(const TurnInput& in) {
    CaseFile c;
    c.title = "generated turn";
    c.rules = {"5.2", "7.1"};
    c.rulings = ruling_choices(in.rulings);
    c.seed = in.seed;
    c.payload = TurnCase{.state = in.state, .orders = order_lines(in.orders), .seed_commitment = {}, .seed_nonce = {},
                         .recorded = {}};
    return c;
}

Gen<Rulings> turn_rulings() { return rulings_except(kOtherRulings); }

Gen<TurnInput> turn_input() {
    return gen::exec([] {
        TurnInput in;
        GameState s = *phase_state();
        std::vector<StratSquare> block;
        for (int r = 0; r < kSide; ++r)
            for (int c = 0; c < kSide; ++c) block.push_back(at(kFirstCol + c, kFirstRow + r));
        for (auto& q : s.squares) q.terrain = *terrain(true);  // units stand there
        for (const auto& b : block) {
            if (s.square(b)) continue;
            StratSquareInfo q;
            q.square = b;
            q.nation = *gen::element(Nation::US, Nation::MX);
            q.owner = q.nation == Nation::US ? "US" : "MX";
            q.terrain = *terrain(false);
            q.guatemala = *gen::weightedElement<bool>({{1, true}, {15, false}});
            if (*gen::weightedElement<bool>({{1, true}, {2, false}})) q.map = *tactical_map();
            s.squares.push_back(std::move(q));
        }
        for (auto& u : s.units) {
            u.supplies = *gen::weightedElement<int>({{3, 0}, {1, 1}});
            u.out_of_communications = *gen::weightedElement<bool>({{1, true}, {4, false}});
            u.experience = *gen::inRange(0, 10);
        }
        for (const auto& q : s.squares)
            if (std::any_of(s.units.begin(), s.units.end(), [&](const Unit& u) { return u.strategic == q.square; }) &&
                *gen::weightedElement<bool>({{1, true}, {2, false}}))
                s.battles_last_turn.push_back(q.square);
        std::sort(s.battles_last_turn.begin(), s.battles_last_turn.end());
        in.state = std::move(s);
        for (auto& e : *turn_orders(in.state)) {
            const Unit& u = *in.state.unit(e.unit);
            e.orders.strategic = strategic(u, block);
            in.orders.push_back(std::move(e));
        }
        in.seed = Seed{*gen::arbitrary<std::uint64_t>()};
        in.rulings = *turn_rulings();
        return in;
    });
}

}  // namespace umpire::props
