#pragma once
// The rulings register (as the Diplomacy DATC records disputable issues): every
// place where the reference texts are ambiguous, contradictory or silent gets an id,
// the rules it concerns, the alternatives, the default and the reason. A case file
// may choose alternatives; golden cases and tests cover each one. `umpire rulings`
// prints this table. Ids and alternative names are part of the case-file format:
// never rename one, add a new one.
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "model/expected.hpp"

namespace umpire {

enum class RulingId : std::uint8_t {
    TmStepTypo,
    TmGraphicRow,
    TmStopBeside,
    TmTwoBeside,
    TmRiverMountainJoin,
    TmCliffDiagonal,
    TmNeutralAbroad,
    TmAlliedCount,
    TmObstacleOrder,
    TmInactivePresence,
    UnitCavalryClass,
    DndDifficultTerrain,
    DndCornerCutting,
    DndEqualPaths,
    EntryRow2Closer,
    EntryHalfEdge,
    EntryDistance,
    EntrySearchOrder,
    EntryAvailable,
    EntryDiagonalBehind,
    EntryExampleSlip,
    EntryFallbackSquares,
    EntrySideCrossing,
    EntrySideNone,
    EntrySideTerrain,
    SidesWater,
    SidesCrossingCorner,
    SidesCrossingLegs,
    SidesDiagonalExit,
    StackStatus,
    DeployTacticalCaps,
    DeployRestack,
    AtRounding,
    AtRoadDearer,
    AtMoveRedux,
    AtRv100Recon,
    AtFuelNeed,
    AtCarrierPoints,
    AtSeaBattleOff,
    AtMissionEnemy,
    AtConquestBy,
    OrdersSameSecond,
    OrdersRoleTime,
    PhaseInitiative,
    PhaseLaTypo,
    PhaseHaltedMove,
    PhaseFullEnd,
    PhaseInCombat,
    SupportWhom,
    SupportOdds,
    HqShatterChance,
    HqStepAside,
    EngageTie,
    NearestCrossing,
    InterceptSupport,
    ReportSightDirection,
    ReportSightedAsEnemy,
    ReportHqSeen,
    PhaseFortMove,
    EncounterLoneHq,
    StratMilitiaHome,
    StratEdgePath,
    StratDiagonalResume,
    StratBattleSize,
    StratMarchTie,
    StratMarshEdge,
    StratWithdraw,
    StratStragglers,
    StratBlockRetry,
    StratArrivalMove,
    DeploySupply,
    DeployEntryImpassable,
    DeployMoveOrder,
    DeployRowS0,
    StratForcedMountain,
    StratRefusedBox,
};
inline constexpr int kRulingCount = 76;

struct RulingAlternative {
    std::string_view name;
    std::string_view meaning;
};

struct RulingInfo {
    RulingId id;
    std::string_view code;  // "TM-STOP-BESIDE"
    std::span<const std::string_view> rules;
    std::string_view question;
    std::span<const RulingAlternative> alternatives;  // [0] is the default
    std::string_view why;                             // why the default
};

[[nodiscard]] std::span<const RulingInfo> rulings_register() noexcept;
[[nodiscard]] const RulingInfo& info(RulingId id) noexcept;

// The alternative chosen for each ruling: index into RulingInfo::alternatives.
// Default-constructed = every default. Typed accessors below keep rule code
// readable: rulings.get<StopBeside>() == StopBeside::HaltAdjacent.
class Rulings {
public:
    Rulings() { choice_.fill(0); }
    [[nodiscard]] int choice(RulingId id) const noexcept { return choice_[static_cast<std::size_t>(id)]; }
    void set(RulingId id, int alternative) noexcept;  // asserts the index is in range
    // By names, for case files and the command line; errors name the valid choices.
    [[nodiscard]] Expected<bool> set(std::string_view code, std::string_view alternative);
    template <class E>
    [[nodiscard]] E get() const noexcept;

    friend bool operator==(const Rulings&, const Rulings&) = default;

private:
    std::array<std::uint8_t, kRulingCount> choice_{};
};

// One enum per ruling; enumerator order = alternative order in the register.
enum class StepTypo : std::uint8_t { LongerAxis, ShorterAxis };
enum class GraphicRow : std::uint8_t { Caption, Drawing };
enum class StopBeside : std::uint8_t { EnterEnemySquare, HaltAdjacent };
enum class TwoBeside : std::uint8_t { ReadingOrder, SeededRandom };
enum class RiverMountainJoin : std::uint8_t { AnyPair, SameKind };
enum class CliffDiagonal : std::uint8_t { SquaresOnly, CornerJoin };
enum class NeutralAbroad : std::uint8_t { Free, StraightLine };
enum class AlliedCount : std::uint8_t { AllAllied, ActivelyAllied };
enum class ObstacleOrder : std::uint8_t { ValidateWholePath, FirstObstacleDecides };
enum class InactivePresence : std::uint8_t { ActiveOnly, AnyStatus };
enum class CavalryClass : std::uint8_t { AllCavalryFast, OnlyLightFast };
enum class DifficultTerrain : std::uint8_t { DoubledAsTwoDiagonals, DoubledStepPrice };
enum class CornerCutting : std::uint8_t { Allowed, NoCornerCutting };
enum class EqualPaths : std::uint8_t { EvenCountFirst, FewestDiagonals };
enum class Row2Closer : std::uint8_t { Row2Procedure, OneThenTwoCloser };
enum class HalfEdge : std::uint8_t { ExcludeMiddle, IncludeMiddle };
enum class EntryDistance : std::uint8_t { Manhattan, Chebyshev, EdgeDistance };
enum class SearchOrder : std::uint8_t { Outward, Scan };
enum class EntryAvailable : std::uint8_t { Passable, EnemiesOnly, PassableBelowTwelve };
enum class DiagonalBehind : std::uint8_t { PlacedEdge, BothEdges };
enum class ExampleSlip : std::uint8_t { RequestSquare, DepthThreeBands };
enum class FallbackSquares : std::uint8_t { SearchedSquares, WholeRow };
enum class SideCrossing : std::uint8_t { ExcludeCrossings, IncludeCrossings };
enum class SideNone : std::uint8_t { KeepSquare, NearestAnyDepth };
enum class SideTerrain : std::uint8_t { BothSquares, StartSquare };
enum class WaterSides : std::uint8_t { LakesSeparate, LakesIgnored };
enum class CrossingCorner : std::uint8_t { CrossingIsLine, CrossingIsGap };
enum class CrossingLegs : std::uint8_t { EachLeg, EndsOnly };
enum class DiagonalExit : std::uint8_t { CornerSquare, CornerHalves };
enum class StackStatus : std::uint8_t { ActiveAndInactive, AllUnits, ActiveOnly };
enum class DeployTacticalCaps : std::uint8_t { OnlyTheTwoHundred, TwentyFourHolds };
enum class DeployRestack : std::uint8_t { ExcessToNearest, ExcessAnywhere };
enum class AtRounding : std::uint8_t { HalfUp, Down };
enum class AtRoadDearer : std::uint8_t { CheaperOnly, AlwaysOverrule };
enum class AtMoveRedux : std::uint8_t { Surcharge, Discount };
enum class AtRv100Recon : std::uint8_t { ReconAnywhere, ReconNeverSeenOnly };
enum class AtFuelNeed : std::uint8_t { PerStep, PerAp };
enum class AtCarrierPoints : std::uint8_t { Weight, Count };
enum class AtSeaBattleOff : std::uint8_t { EnterWithoutBattle, Blocked };
enum class AtMissionEnemy : std::uint8_t { MovesOnly, AllMissions };
enum class AtConquestBy : std::uint8_t { LandSubformations, AnySubformation };
enum class OrdersSameSecond : std::uint8_t { ChangeFirst, OrderFirst };
enum class OrdersRoleTime : std::uint8_t { AtSubmission, EndOfTurn };
enum class InitiativeNumber : std::uint8_t { FatigueBands, StateRating };
enum class LaTypo : std::uint8_t { HorseArtillery, LightArtillery };
enum class HaltedMove : std::uint8_t { MoveEnds, Resumes };
enum class FullEnd : std::uint8_t { StopBefore, NoMove };
enum class InCombat : std::uint8_t { Stays, MayLeave };
enum class SupportWhom : std::uint8_t { Allied, SameSide };
enum class SupportOdds : std::uint8_t { Strength, Units };
enum class HqShatterChance : std::uint8_t { OneInTwenty, OneInTen, Never };
enum class HqStepAside : std::uint8_t { SeededRandom, ReadingOrder };
enum class EngageTie : std::uint8_t { ReadingOrder, SeededRandom };
enum class NearestCrossing : std::uint8_t { Steps, Euclidean };
enum class SupportIntercepted : std::uint8_t { NotInterceptable, Interceptable };
enum class SightDirection : std::uint8_t { Sectors, Lines };
enum class SightedAsEnemy : std::uint8_t { NonAllied, HostileOnly };
enum class HqSeen : std::uint8_t { SeenNotBlocking, NeverSeen };
enum class FortMove : std::uint8_t { NotAMove, AMove };
enum class LoneHq : std::uint8_t { Halts, Passes };
enum class MilitiaHome : std::uint8_t { HomeState, HomeNation };
enum class EdgePath : std::uint8_t { Ray, AnyPath };
enum class DiagonalResume : std::uint8_t { Shifted, OnSchedule };
enum class BattleSize : std::uint8_t { Units, Men };
enum class MarchTie : std::uint8_t { ReadingOrder, SeededRandom };
enum class MarshEdge : std::uint8_t { WithEnemies, Always };
enum class Withdraw : std::uint8_t { FirstBox, None };
enum class Stragglers : std::uint8_t { WholePercent, PerMille };
enum class BlockRetry : std::uint8_t { Retries, PathHalts };
enum class ArrivalMove : std::uint8_t { Cancelled, FinalPhase };
enum class ForcedMountain : std::uint8_t { PlusOne, ForcedOnly };
enum class RefusedBox : std::uint8_t { PathEnds, BoxSkipped };
enum class DeploySupply : std::uint8_t { Communications, CityOrCorps };
enum class DeployEntry : std::uint8_t { AsBlank, NoMove };
enum class DeployOrder : std::uint8_t { SeededRandom, ByUnitId };
enum class DeployRows : std::uint8_t { S0AndNorth, S0AndSouth };

template <class E> struct RulingOf;
template <> struct RulingOf<StepTypo> { static constexpr RulingId id = RulingId::TmStepTypo; };
template <> struct RulingOf<GraphicRow> { static constexpr RulingId id = RulingId::TmGraphicRow; };
template <> struct RulingOf<StopBeside> { static constexpr RulingId id = RulingId::TmStopBeside; };
template <> struct RulingOf<TwoBeside> { static constexpr RulingId id = RulingId::TmTwoBeside; };
template <> struct RulingOf<RiverMountainJoin> { static constexpr RulingId id = RulingId::TmRiverMountainJoin; };
template <> struct RulingOf<CliffDiagonal> { static constexpr RulingId id = RulingId::TmCliffDiagonal; };
template <> struct RulingOf<NeutralAbroad> { static constexpr RulingId id = RulingId::TmNeutralAbroad; };
template <> struct RulingOf<AlliedCount> { static constexpr RulingId id = RulingId::TmAlliedCount; };
template <> struct RulingOf<ObstacleOrder> { static constexpr RulingId id = RulingId::TmObstacleOrder; };
template <> struct RulingOf<InactivePresence> { static constexpr RulingId id = RulingId::TmInactivePresence; };
template <> struct RulingOf<CavalryClass> { static constexpr RulingId id = RulingId::UnitCavalryClass; };
template <> struct RulingOf<DifficultTerrain> { static constexpr RulingId id = RulingId::DndDifficultTerrain; };
template <> struct RulingOf<CornerCutting> { static constexpr RulingId id = RulingId::DndCornerCutting; };
template <> struct RulingOf<EqualPaths> { static constexpr RulingId id = RulingId::DndEqualPaths; };
template <> struct RulingOf<Row2Closer> { static constexpr RulingId id = RulingId::EntryRow2Closer; };
template <> struct RulingOf<HalfEdge> { static constexpr RulingId id = RulingId::EntryHalfEdge; };
template <> struct RulingOf<EntryDistance> { static constexpr RulingId id = RulingId::EntryDistance; };
template <> struct RulingOf<SearchOrder> { static constexpr RulingId id = RulingId::EntrySearchOrder; };
template <> struct RulingOf<EntryAvailable> { static constexpr RulingId id = RulingId::EntryAvailable; };
template <> struct RulingOf<DiagonalBehind> { static constexpr RulingId id = RulingId::EntryDiagonalBehind; };
template <> struct RulingOf<ExampleSlip> { static constexpr RulingId id = RulingId::EntryExampleSlip; };
template <> struct RulingOf<FallbackSquares> { static constexpr RulingId id = RulingId::EntryFallbackSquares; };
template <> struct RulingOf<SideCrossing> { static constexpr RulingId id = RulingId::EntrySideCrossing; };
template <> struct RulingOf<SideNone> { static constexpr RulingId id = RulingId::EntrySideNone; };
template <> struct RulingOf<SideTerrain> { static constexpr RulingId id = RulingId::EntrySideTerrain; };
template <> struct RulingOf<WaterSides> { static constexpr RulingId id = RulingId::SidesWater; };
template <> struct RulingOf<CrossingCorner> { static constexpr RulingId id = RulingId::SidesCrossingCorner; };
template <> struct RulingOf<CrossingLegs> { static constexpr RulingId id = RulingId::SidesCrossingLegs; };
template <> struct RulingOf<DiagonalExit> { static constexpr RulingId id = RulingId::SidesDiagonalExit; };
template <> struct RulingOf<StackStatus> { static constexpr RulingId id = RulingId::StackStatus; };
template <> struct RulingOf<DeployTacticalCaps> { static constexpr RulingId id = RulingId::DeployTacticalCaps; };
template <> struct RulingOf<DeployRestack> { static constexpr RulingId id = RulingId::DeployRestack; };
template <> struct RulingOf<AtRounding> { static constexpr RulingId id = RulingId::AtRounding; };
template <> struct RulingOf<AtRoadDearer> { static constexpr RulingId id = RulingId::AtRoadDearer; };
template <> struct RulingOf<AtMoveRedux> { static constexpr RulingId id = RulingId::AtMoveRedux; };
template <> struct RulingOf<AtRv100Recon> { static constexpr RulingId id = RulingId::AtRv100Recon; };
template <> struct RulingOf<AtFuelNeed> { static constexpr RulingId id = RulingId::AtFuelNeed; };
template <> struct RulingOf<AtCarrierPoints> { static constexpr RulingId id = RulingId::AtCarrierPoints; };
template <> struct RulingOf<AtSeaBattleOff> { static constexpr RulingId id = RulingId::AtSeaBattleOff; };
template <> struct RulingOf<AtMissionEnemy> { static constexpr RulingId id = RulingId::AtMissionEnemy; };
template <> struct RulingOf<AtConquestBy> { static constexpr RulingId id = RulingId::AtConquestBy; };
template <> struct RulingOf<OrdersSameSecond> { static constexpr RulingId id = RulingId::OrdersSameSecond; };
template <> struct RulingOf<OrdersRoleTime> { static constexpr RulingId id = RulingId::OrdersRoleTime; };
template <> struct RulingOf<InitiativeNumber> { static constexpr RulingId id = RulingId::PhaseInitiative; };
template <> struct RulingOf<LaTypo> { static constexpr RulingId id = RulingId::PhaseLaTypo; };
template <> struct RulingOf<HaltedMove> { static constexpr RulingId id = RulingId::PhaseHaltedMove; };
template <> struct RulingOf<FullEnd> { static constexpr RulingId id = RulingId::PhaseFullEnd; };
template <> struct RulingOf<InCombat> { static constexpr RulingId id = RulingId::PhaseInCombat; };
template <> struct RulingOf<SupportWhom> { static constexpr RulingId id = RulingId::SupportWhom; };
template <> struct RulingOf<SupportOdds> { static constexpr RulingId id = RulingId::SupportOdds; };
template <> struct RulingOf<HqShatterChance> { static constexpr RulingId id = RulingId::HqShatterChance; };
template <> struct RulingOf<HqStepAside> { static constexpr RulingId id = RulingId::HqStepAside; };
template <> struct RulingOf<EngageTie> { static constexpr RulingId id = RulingId::EngageTie; };
template <> struct RulingOf<NearestCrossing> { static constexpr RulingId id = RulingId::NearestCrossing; };
template <> struct RulingOf<SupportIntercepted> { static constexpr RulingId id = RulingId::InterceptSupport; };
template <> struct RulingOf<SightDirection> { static constexpr RulingId id = RulingId::ReportSightDirection; };
template <> struct RulingOf<SightedAsEnemy> { static constexpr RulingId id = RulingId::ReportSightedAsEnemy; };
template <> struct RulingOf<HqSeen> { static constexpr RulingId id = RulingId::ReportHqSeen; };
template <> struct RulingOf<FortMove> { static constexpr RulingId id = RulingId::PhaseFortMove; };
template <> struct RulingOf<LoneHq> { static constexpr RulingId id = RulingId::EncounterLoneHq; };
template <> struct RulingOf<MilitiaHome> { static constexpr RulingId id = RulingId::StratMilitiaHome; };
template <> struct RulingOf<EdgePath> { static constexpr RulingId id = RulingId::StratEdgePath; };
template <> struct RulingOf<DiagonalResume> { static constexpr RulingId id = RulingId::StratDiagonalResume; };
template <> struct RulingOf<BattleSize> { static constexpr RulingId id = RulingId::StratBattleSize; };
template <> struct RulingOf<MarchTie> { static constexpr RulingId id = RulingId::StratMarchTie; };
template <> struct RulingOf<MarshEdge> { static constexpr RulingId id = RulingId::StratMarshEdge; };
template <> struct RulingOf<Withdraw> { static constexpr RulingId id = RulingId::StratWithdraw; };
template <> struct RulingOf<Stragglers> { static constexpr RulingId id = RulingId::StratStragglers; };
template <> struct RulingOf<BlockRetry> { static constexpr RulingId id = RulingId::StratBlockRetry; };
template <> struct RulingOf<ArrivalMove> { static constexpr RulingId id = RulingId::StratArrivalMove; };
template <> struct RulingOf<ForcedMountain> { static constexpr RulingId id = RulingId::StratForcedMountain; };
template <> struct RulingOf<RefusedBox> { static constexpr RulingId id = RulingId::StratRefusedBox; };
template <> struct RulingOf<DeploySupply> { static constexpr RulingId id = RulingId::DeploySupply; };
template <> struct RulingOf<DeployEntry> { static constexpr RulingId id = RulingId::DeployEntryImpassable; };
template <> struct RulingOf<DeployOrder> { static constexpr RulingId id = RulingId::DeployMoveOrder; };
template <> struct RulingOf<DeployRows> { static constexpr RulingId id = RulingId::DeployRowS0; };

template <class E>
E Rulings::get() const noexcept {
    return static_cast<E>(choice(RulingOf<E>::id));
}

}  // namespace umpire
