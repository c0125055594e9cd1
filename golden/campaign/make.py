#!/usr/bin/env python3
"""The bundled campaign "Border War" (issue 17): a generated but plausible GITM
campaign, played by one simple scripted player per side, turn after turn through
umpire's own commands, so that CTest can replay every turn against its record.

    golden/campaign/make.py UMPIRE NEWDIR [--turns N]

The world is drawn from a fixed seed (Python's random.Random, seeded; no clock), so
the same script writes the same campaign: 16 x 12 strategic squares astride the
border (the United States north of row S6, Mexico south of it), a mountain chain
with a pass, rivers with fords and forests on the tactical maps, three fortified
cities a side, and 64 units a side (infantry, light infantry, cavalry, artillery,
militia in the cities, corps and army headquarters) commanded by five generals a
side, each state with a war minister.

The scripted player is deliberately plain: each unit marches, by the straight
strategic path, at the nearest enemy unit it knows of; once in the enemy's square it
moves tactically at the nearest enemy there and attacks. Headquarters follow their
troops a square behind; militia hold their city. Passwords are the player's name
followed by "-pw" (a demo: say so to nobody else).
"""
import json
import random
import subprocess
import sys
from pathlib import Path

COLS = range(40, 56)   # E0..F5
ROWS = range(20, 32)   # R0..S1; rows 20-25 are the United States, 26-31 Mexico
BORDER = 26


def sq(col, row):
    return f"{chr(ord('A') + col // 10)}{col % 10}-{chr(ord('P') + row // 10)}{row % 10}"


def tac(col, row):
    return f"{col}-{row}"


def parse_sq(text):
    return (ord(text[0]) - ord('A')) * 10 + int(text[1]), (ord(text[3]) - ord('P')) * 10 + int(text[4])


def tactical_map(rng, river, ridge):
    rows = [['.'] * 15 for _ in range(15)]
    for _ in range(rng.randrange(0, 4)):
        c, r = rng.randrange(0, 14), rng.randrange(0, 14)
        for dc in (0, 1):
            for dr in (0, 1):
                rows[r + dr][c + dc] = rng.choice('FFhT')
    if river:  # a river across the map, west to east, with two fords
        r = rng.randrange(4, 11)
        fords = {rng.randrange(1, 7), rng.randrange(8, 14)}
        for c in range(15):
            rows[r][c] = '=' if c in fords else '~'
    if ridge:  # a ridge north to south, with a pass
        c = rng.randrange(4, 11)
        gap = rng.randrange(2, 13)
        for r in range(15):
            if rows[r][c] in '~=':
                continue
            rows[r][c] = 'P' if r == gap else 'M'
    return [''.join(r) for r in rows]


def world(rng):
    squares = []
    cities = {'US': [(43, 21, 'Fort Brown', 2), (50, 23, 'Corpus', 1), (54, 20, 'Victoria', 1)],
              'MX': [(42, 30, 'Matamoros', 3), (48, 28, 'Reynosa', 2), (53, 31, 'Camargo', 1)]}
    city_at = {(c, r): (name, fort, side) for side, lst in cities.items() for c, r, name, fort in lst}
    for row in ROWS:
        for col in COLS:
            nation = 'US' if row < BORDER else 'MX'
            q = {'square': sq(col, row), 'nation': nation, 'owner': nation}
            terrain = rng.choices(['open', 'hill', 'forest'], [6, 2, 2])[0]
            if col == 47 and row not in (24, 25, 29):  # the Sierra, passable only in three squares
                terrain = 'mountain'
            if terrain != 'open':
                q['terrain'] = terrain
            river = col in (44, 51) or rng.random() < 0.1
            ridge = terrain == 'mountain' or rng.random() < 0.1
            q['map'] = tactical_map(rng, river, ridge)
            if (col, row) in city_at:
                name, fort, _ = city_at[(col, row)]
                q['city'] = name
                q['city_square'] = '7-7'
                q['fort'] = fort
                m = [list(r) for r in q['map']]
                m[7][7] = '.'
                q['map'] = [''.join(r) for r in m]
            squares.append(q)
    return squares, cities


# Unit types a side raises, with their counts (64 a side).
ORDER_OF_BATTLE = [('IN', 28), ('LI', 8), ('LC', 6), ('DR', 4), ('LA', 4), ('MA', 2), ('MI', 6), ('CQ', 5), ('AQ', 1)]
GENERALS = {'US': ['scott', 'taylor', 'worth', 'twiggs', 'quitman'],
            'MX': ['arista', 'ampudia', 'valencia', 'canalizo', 'torrejon']}
MINISTERS = {'US': 'marcy', 'MX': 'tornel'}


def strength(rng, t):
    if t in ('IN', 'LI', 'MI'):
        return 400 + 50 * rng.randrange(17), 0
    if t in ('LC', 'DR', 'LN'):
        return 200 + 25 * rng.randrange(17), 0
    if t in ('LA', 'MA', 'HA'):
        return 100 + 20 * rng.randrange(11), 1 + rng.randrange(3)
    return 20 + 10 * rng.randrange(9), 0


def army(rng, side, cities):
    units, assignments = [], []
    home_rows = range(21, 25) if side == 'US' else range(27, 31)
    taken = set()
    number = 0
    for t, count in ORDER_OF_BATTLE:
        for _ in range(count):
            number += 1
            uid = f"{side}{number}{'LN' if (side == 'MX' and t == 'DR') else t}"
            men, guns = strength(rng, t)
            if t == 'MI':
                c, r, _, _ = cities[side][number % len(cities[side])]
            else:
                while True:
                    c, r = rng.choice(list(COLS)), rng.choice(list(home_rows))
                    if c != 47:
                        break
            while True:
                tc, tr = rng.randrange(2, 13), rng.randrange(2, 13)
                if (c, r, tc, tr) not in taken:
                    taken.add((c, r, tc, tr))
                    break
            u = {'id': uid, 'state': side, 'strength': men, 'initiative': 3, 'strategic': sq(c, r),
                 'tactical': tac(tc, tr)}
            if guns:
                u['batteries'] = guns
            if t == 'MI':
                u['home_city'] = [name for cc, rr, name, _ in cities[side] if (cc, rr) == (c, r)][0]
            units.append(u)
            assignments.append({'unit': uid, 'commander': GENERALS[side][(number - 1) % len(GENERALS[side])]})
    return units, assignments


def hash_password(umpire, player, salt_hex):
    out = subprocess.run([umpire, 'credentials', 'hash', '--player', player, '--scheme', 'pbkdf2-sha256',
                          '--iterations', '1000', '--salt', salt_hex],
                         input=player + '-pw\n', capture_output=True, text=True, check=True).stdout
    return json.loads(out)['password']


def start_case(umpire, rng):
    squares, cities = world(rng)
    units, assignments = [], []
    for side in ('US', 'MX'):
        u, a = army(rng, side, cities)
        units += u
        assignments += a
    names = sorted(GENERALS['US'] + GENERALS['MX'] + list(MINISTERS.values()))
    players = [{'name': n, 'password': hash_password(umpire, n, (n.encode().hex() + '00' * 8)[:16])} for n in names]
    state = {
        'turn': 1,
        'states': [{'id': 'MX', 'home': 'MX'}, {'id': 'US', 'home': 'US'}],
        'relations': [{'a': 'MX', 'b': 'US', 'relation': 'hostile'}],
        'squares': squares,
        'units': sorted(units, key=lambda u: u['id']),
        'credentials': {'players': players, 'assignments': sorted(assignments, key=lambda a: a['unit']),
                        'war_ministers': [{'state': s, 'player': p} for s, p in sorted(MINISTERS.items())]},
    }
    return {'schema_version': 1, 'kind': 'turn',
            'title': 'Border War, turn 1: two armies of 64 units meet on the Rio Grande (bundled campaign)',
            'rules': ['5.2'], 'seed': '0000000000000001', 'state': state}


def king(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def step_toward(a, b):
    sign = lambda v: (v > 0) - (v < 0)
    return a[0] + sign(b[0] - a[0]), a[1] + sign(b[1] - a[1])


def orders_for(case, side, when):
    """Each of the side's generals writes one file with a form per unit he commands."""
    st = case['state']
    known = {sq_['square'] for sq_ in st['squares']}
    mountain = {sq_['square'] for sq_ in st['squares'] if sq_.get('terrain') == 'mountain'}
    units = {u['id']: u for u in st['units']}
    enemies = [u for u in st['units'] if u['state'] != side and u.get('status', 'active') == 'active']
    commander = {a['unit']: a['commander'] for a in st['credentials']['assignments']}
    files = {}
    for uid in sorted(units):
        u = units[uid]
        if u['state'] != side or u.get('status', 'active') != 'active' or uid not in commander:
            continue
        kind = uid[-2:]
        here = parse_sq(u['strategic'])
        lines = []
        if kind == 'MI':
            lines.append('  defend defend')
        elif enemies:
            target = min(enemies, key=lambda e: (king(here, parse_sq(e['strategic'])), e['id']))
            there = parse_sq(target['strategic'])
            d = king(here, there)
            if kind in ('CQ', 'AQ'):
                if d > 2:
                    nxt = step_toward(here, there)
                    if sq(*nxt) in known and sq(*nxt) not in mountain:
                        lines.append(f'  strategic {sq(*nxt)}')
            elif d == 0:
                tc, tr = (int(v) for v in target['tactical'].split('-'))
                lines.append(f'  move {tc}-{tr} phase 1')
                lines.append('  attack assault')
            else:
                path, at = [], here
                for _ in range(min(d, 2)):
                    at = step_toward(at, there)
                    if sq(*at) not in known or sq(*at) in mountain:
                        break
                    path.append(sq(*at))
                if path:
                    lines.append('  strategic ' + ' '.join(path))
                    lines.append('  march battle')
        if not lines:
            continue
        who = commander[uid]
        files.setdefault(who, []).append(
            f'unit {uid} from {who} at {when} password "{who}-pw"\n' + '\n'.join(lines) + '\nend\n')
    return {who: ''.join(forms) for who, forms in files.items()}


def run(umpire, *args):
    subprocess.run([umpire, *args], check=True, stdout=subprocess.DEVNULL)


def main():
    umpire, out = sys.argv[1], Path(sys.argv[2])
    turns = int(sys.argv[sys.argv.index('--turns') + 1]) if '--turns' in sys.argv else 10
    if out.exists():
        sys.exit(f'make.py: {out} exists; the campaign is written into a new folder')
    rng = random.Random(1846)
    work = out.parent / (out.name + '.work')
    work.mkdir(parents=True)
    first = work / 'turn-01.case.json'
    first.write_text(json.dumps(start_case(umpire, rng), indent=2) + '\n')
    run(umpire, 'campaign', 'init', str(out), '--from', str(first))
    for turn in range(1, turns + 1):
        # Two days a turn: the window opens at midnight, the orders come in at noon,
        # it closes at six the next evening and the results follow at eight.
        day = 2 * turn - 1
        opens, sent, closes, results = (f'2026-12-{day:02d}T00:00:00Z', f'2026-12-{day:02d}T12:00:00Z',
                                        f'2026-12-{day + 1:02d}T18:00:00Z', f'2026-12-{day + 1:02d}T20:00:00Z')
        run(umpire, 'campaign', 'commit', str(out), '--deadline', closes, '--at', opens)
        case = json.loads((out / 'turns' / f'{turn:04d}' / 'start.case.json').read_text())
        n = 0
        for side in ('US', 'MX'):
            for who, text in sorted(orders_for(case, side, sent).items()):
                n += 1
                nonce = ''.join(rng.choice('0123456789abcdef') for _ in range(32))
                f = work / f'{who}.orders'
                f.write_text(f'nonce {nonce}\n' + text)
                minute = f'{n:02d}'
                run(umpire, 'campaign', 'receive', str(out), str(f), '--at', sent.replace('12:00:00', f'12:{minute}:00'))
        run(umpire, 'campaign', 'run', str(out), '--at', results)
        nxt = json.loads((out / 'turns' / f'{turn + 1:04d}' / 'start.case.json').read_text())
        alive = {s: sum(1 for u in nxt['state']['units'] if u['state'] == s) for s in ('US', 'MX')}
        print(f'turn {turn}: {n} order files; units {alive}', file=sys.stderr)
    # The folder as the game master publishes it: each turn's secret seed is revealed
    # in its seed.txt once run, and private/ (which the next commitment writes again)
    # is never published.
    for f in sorted(work.iterdir()):
        f.unlink()
    work.rmdir()
    for f in sorted((out / 'private').iterdir()):
        f.unlink()
    (out / 'private').rmdir()


if __name__ == '__main__':
    main()
