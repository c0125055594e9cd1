#!/usr/bin/env bash
# The command line's habits, checked through the binary (CTest label cli).
# Usage: habits.sh CHECK UMPIRE COMPLETION_FILE SCRATCH_DIR
set -u
check=$1 umpire=$2 completion_file=$3 scratch=$4/$1
rm -rf "$scratch" && mkdir -p "$scratch" || exit 2
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# run ARGS...: sets out, err, code
run() {
    "$umpire" "$@" >"$scratch/out" 2>"$scratch/err"
    code=$?
    out=$(<"$scratch/out") err=$(<"$scratch/err")
}
expect_code() { [[ $code == "$1" ]] || fail "$2: exit $code, wanted $1 (stderr: $err)"; }
expect_in() { [[ $2 == *"$1"* ]] || fail "$3: wanted \"$1\" in: $2"; }
same_as() {  # same_as "ARGS A" "ARGS B": same stdout, both exit 0
    local a b
    run $1; a=$out; expect_code 0 "umpire $1"
    run $2; b=$out; expect_code 0 "umpire $2"
    [[ -n $a && $a == "$b" ]] || fail "umpire $1 and umpire $2 differ or are empty"
}

case $check in
version)
    run -V; expect_code 0 "-V"; [[ $out =~ ^umpire\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "-V printed: $out"
    same_as "-V" "--version"
    ;;
help)
    same_as "help" "--help"
    run help; expect_in "Usage: umpire [OPTIONS] SUBCOMMAND" "$out" "umpire help"
    expect_in "-V,--version" "$out" "umpire help"
    expect_in "help " "$out" "umpire help lists itself"
    [[ $out != *completion* ]] || fail "umpire help lists the hidden completion command"
    ;;
help-command)
    same_as "help gitm turn" "gitm turn --help"
    same_as "help gitm" "gitm --help"
    same_as "help orders check" "orders check --help"
    run help gitm turn; expect_in "Usage: umpire gitm turn" "$out" "umpire help gitm turn"
    ;;
help-unknown)
    run help gitn; expect_code 2 "help gitn"
    expect_in 'umpire: "gitn" is not a command; did you mean gitm?' "$err" "help gitn"
    [[ -z $out ]] || fail "help gitn printed on stdout: $out"
    run help gitm trun; expect_code 2 "help gitm trun"
    expect_in 'umpire gitm: "trun" is not a command; did you mean turn?' "$err" "help gitm trun"
    ;;
mistyped-top)
    run gitn turn case.json; expect_code 2 "gitn turn"
    expect_in 'umpire: "gitn" is not a command; did you mean gitm?' "$err" "gitn turn"
    expect_in "Run 'umpire --help'" "$err" "gitn turn"
    [[ -z $out ]] || fail "gitn turn printed on stdout: $out"
    run frobnicate; expect_code 2 "frobnicate"
    expect_in 'umpire: "frobnicate" is not a command' "$err" "frobnicate"
    expect_in "The commands of umpire: gitm, " "$err" "frobnicate"
    [[ $err != *"did you mean"* ]] || fail "frobnicate got a suggestion: $err"
    ;;
mistyped-nested)
    run gitm trun case.json; expect_code 2 "gitm trun"
    expect_in 'umpire gitm: "trun" is not a command; did you mean turn?' "$err" "gitm trun"
    expect_in "Run 'umpire gitm --help'" "$err" "gitm trun"
    run orders chek file.txt; expect_code 2 "orders chek"
    expect_in 'did you mean check?' "$err" "orders chek"
    # Other errors keep CLI11's message, pointing at the right help.
    run gitm turn; expect_code 2 "gitm turn without CASE"
    expect_in "CASE is required" "$err" "gitm turn without CASE"
    expect_in "Run 'umpire gitm turn --help'" "$err" "gitm turn without CASE"
    run orders; expect_code 2 "orders without a command"
    expect_in "The commands of umpire orders: check, fmt" "$err" "orders without a command"
    ;;
program-name)
    ln -s "$umpire" "$scratch/wargame-judge" || exit 2
    for via in "$scratch/wargame-judge" "$(dirname "$umpire")/./$(basename "$umpire")"; do
        umpire=$via
        run --help; expect_in "Usage: umpire [OPTIONS]" "$out" "$via --help"
        run gitm path --help; expect_in "Usage: umpire gitm path" "$out" "$via gitm path --help"
        [[ $out != *"$scratch"* && $out != *"/."* ]] || fail "$via --help shows the path: $out"
        run gitm path; expect_in "Run 'umpire gitm path --help'" "$err" "$via gitm path"
    done
    ;;
completion)
    [[ -f $completion_file ]] || { fail "the build wrote no $completion_file"; exit 1; }
    run completion bash; expect_code 0 "completion bash"
    [[ $out == "$(<"$completion_file")" ]] || fail "$completion_file is not what umpire completion bash prints"
    # Under `set -u` as well: a table without the key must not stop the function.
    # shellcheck source=/dev/null
    source "$completion_file" || fail "cannot source $completion_file"
    complete -p umpire | grep -q -- '-F _umpire' || fail "no completion registered for umpire"
    # complete_as "WORDS BEFORE CURSOR" CUR "EXPECTED REPLIES"
    complete_as() {
        local -a before
        read -r -a before <<<"$1"
        COMP_WORDS=(umpire "${before[@]}" "$2")
        COMP_CWORD=$((${#before[@]} + 1))
        COMPREPLY=()
        _umpire
        [[ "${COMPREPLY[*]}" == "$3" ]] || fail "umpire $1 $2<TAB>: got [${COMPREPLY[*]}], wanted [$3]"
    }
    complete_as "" g "gitm golden"
    complete_as "" gi "gitm"
    complete_as "gitm" t "turn"
    complete_as "orders check" --s "--state"
    complete_as "orders check --state x.json" --d "--defaults"
    complete_as "" -- "--help --version"
    complete_as "gitm turn" --j "--json"
    complete_as "seed" "" "commit verify"
    complete_as "help gitm" p "path phase"
    complete_as "help" c "coverage credentials campaign"  # the hidden completion command is not offered
    touch "$scratch/case-one.json"
    complete_as "gitm turn" "$scratch/case-o" "$scratch/case-one.json"
    complete_as "orders check --state" "$scratch/case-o" "$scratch/case-one.json"
    ;;
*)
    echo "habits.sh: no check $check" >&2
    exit 2
    ;;
esac
exit $((failures > 0))
