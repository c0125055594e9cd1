# Test executables. Sources are globbed so that a new test file needs no CMake edit.
# CTest labels: unit, property, golden, fuzz-regression, cli, ci (README lists the commands).
find_package(GTest CONFIG REQUIRED)
find_package(rapidcheck CONFIG REQUIRED)  # no version: the Debian package ships no version file
include(GoogleTest)

file(GLOB UMPIRE_UNIT_TEST_SOURCES CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/model/tests/*.cpp ${PROJECT_SOURCE_DIR}/rules/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/rules/gitm/tests/*.cpp ${PROJECT_SOURCE_DIR}/rules/dnd/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/golden/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/rules/at/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/app/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/cli/tests/*.cpp)
configure_file(${PROJECT_SOURCE_DIR}/cmake/source_dir.cpp.in ${PROJECT_BINARY_DIR}/generated/source_dir.cpp @ONLY)
add_executable(umpire_unit_tests ${UMPIRE_UNIT_TEST_SOURCES} ${PROJECT_BINARY_DIR}/generated/source_dir.cpp)
target_link_libraries(umpire_unit_tests PRIVATE umpire_cli GTest::gtest GTest::gtest_main umpire_warnings)
gtest_discover_tests(umpire_unit_tests TEST_PREFIX "unit:" PROPERTIES LABELS unit DISCOVERY_TIMEOUT 60)

# Properties run with a seed taken from the commit (its first 8 hex digits): the same for
# every run of one commit, so a CI failure reproduces, and new for each commit, so the gate
# draws fresh cases over time instead of the same 200 forever. Outside a git checkout the
# seed is fixed. RapidCheck prints the seed it used at the start of each property's output.
# ci/deep-properties.sh runs them with many more cases and a fresh seed.
set(UMPIRE_PROPERTY_SEED 20261122)
execute_process(COMMAND git rev-parse --short=8 HEAD WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                OUTPUT_VARIABLE umpire_commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE umpire_git)
if(umpire_git EQUAL 0 AND umpire_commit MATCHES "^[0-9a-f]+$")
  math(EXPR UMPIRE_PROPERTY_SEED "0x${umpire_commit}")
endif()
# A new commit needs a new seed: configure again when HEAD moves (the file HEAD names, or
# HEAD itself when detached; packed refs are only re-read at the next configure).
execute_process(COMMAND git rev-parse --git-path HEAD WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                OUTPUT_VARIABLE umpire_head OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
execute_process(COMMAND git symbolic-ref -q HEAD WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                OUTPUT_VARIABLE umpire_ref OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(umpire_ref)
  execute_process(COMMAND git rev-parse --git-path ${umpire_ref} WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                  OUTPUT_VARIABLE umpire_head OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
endif()
if(umpire_head)
  get_filename_component(umpire_head "${umpire_head}" ABSOLUTE BASE_DIR ${PROJECT_SOURCE_DIR})
  if(EXISTS "${umpire_head}")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${umpire_head}")
  endif()
endif()
set(UMPIRE_PROPERTY_RC_PARAMS "" CACHE STRING "RC_PARAMS for CTest property runs (empty: the commit's seed and 200 cases)")
set(umpire_rc_params "${UMPIRE_PROPERTY_RC_PARAMS}")
if(NOT umpire_rc_params)
  set(umpire_rc_params "seed=${UMPIRE_PROPERTY_SEED} max_success=200")
endif()
message(STATUS "umpire: property tests run with RC_PARAMS=\"${umpire_rc_params}\"")
file(GLOB UMPIRE_PROPERTY_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/properties/*.cpp)
if(UMPIRE_PROPERTY_SOURCES)
  add_executable(umpire_property_tests ${UMPIRE_PROPERTY_SOURCES})
  target_link_libraries(umpire_property_tests PRIVATE umpire_cli rapidcheck_gtest rapidcheck GTest::gtest
                        GTest::gtest_main umpire_warnings)
  gtest_discover_tests(umpire_property_tests TEST_PREFIX "property:" DISCOVERY_TIMEOUT 60
                       PROPERTIES LABELS property ENVIRONMENT "RC_PARAMS=${umpire_rc_params}")
endif()

# One CTest test per folder of golden cases (golden:gitm/turn, ...), through the command
# line as a user runs it. One process per folder, not per case: under ASan the start of a
# process costs far more than a case, and `umpire golden` names every case that fails.
file(GLOB_RECURSE UMPIRE_GOLDEN_CASES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/golden/cases/*.case.json)
set(UMPIRE_GOLDEN_FOLDERS "")
foreach(case_file IN LISTS UMPIRE_GOLDEN_CASES)
  get_filename_component(folder "${case_file}" DIRECTORY)
  list(APPEND UMPIRE_GOLDEN_FOLDERS "${folder}")
endforeach()
list(REMOVE_DUPLICATES UMPIRE_GOLDEN_FOLDERS)
list(SORT UMPIRE_GOLDEN_FOLDERS)
foreach(folder IN LISTS UMPIRE_GOLDEN_FOLDERS)
  file(GLOB folder_cases "${folder}/*.case.json")  # this folder only: a subfolder is its own test
  list(SORT folder_cases)
  file(RELATIVE_PATH folder_name "${PROJECT_SOURCE_DIR}/golden/cases" "${folder}")
  add_test(NAME "golden:${folder_name}" COMMAND umpire golden ${folder_cases})
  set_tests_properties("golden:${folder_name}" PROPERTIES LABELS golden)
endforeach()

# The rules signature of the bundled turns (golden/signature/) against the value in
# the repository: a change of adjudication fails here until golden/rules-signature.txt
# is updated in the same commit, so it shows in review.
# umpire finds golden/ from its working directory: name it, for build folders
# outside the checkout.
add_test(NAME rules-signature COMMAND umpire signature --check --dir ${PROJECT_SOURCE_DIR}/golden/signature)
set_tests_properties(rules-signature PROPERTIES LABELS golden)

# Dispute records (golden/disputes/): each replays to the state hashes it recorded,
# phase by phase, and its seed matches its commitment.
file(GLOB UMPIRE_DISPUTES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/golden/disputes/*.case.json)
foreach(dispute IN LISTS UMPIRE_DISPUTES)
  get_filename_component(dispute_name "${dispute}" NAME)
  string(REPLACE ".case.json" "" dispute_name "${dispute_name}")
  add_test(NAME "dispute-replay:${dispute_name}" COMMAND umpire replay "${dispute}"
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties("dispute-replay:${dispute_name}" PROPERTIES LABELS golden)
endforeach()

# The bundled campaign (golden/campaign/border-war, written by golden/campaign/make.py):
# every finished turn replays from the folder alone as recorded, the way a disputing
# player checks it (`umpire campaign verify`): seed against commitment, received
# files, verdicts, phase digests, the next turn's start and every report.
file(GLOB UMPIRE_CAMPAIGN_TURNS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/golden/campaign/border-war/turns/*/seed.txt)
foreach(seed IN LISTS UMPIRE_CAMPAIGN_TURNS)
  get_filename_component(turn_dir "${seed}" DIRECTORY)
  get_filename_component(turn "${turn_dir}" NAME)
  string(REGEX REPLACE "^0+" "" turn_number "${turn}")
  add_test(NAME "campaign-verify:border-war-${turn}"
           COMMAND umpire campaign verify ${PROJECT_SOURCE_DIR}/golden/campaign/border-war --turn ${turn_number}
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties("campaign-verify:border-war-${turn}" PROPERTIES LABELS golden)
endforeach()

# Hostile text (golden/hostile/, issue 18): escape codes, C1 and bidi controls in a
# record, AT names, a file name and arguments never reach the terminal raw, and
# `umpire replay` ends with its verdict.
add_test(NAME cli:hostile-text
         COMMAND bash ${PROJECT_SOURCE_DIR}/golden/hostile/check.sh $<TARGET_FILE:umpire> ${PROJECT_SOURCE_DIR}/golden/hostile)
set_tests_properties(cli:hostile-text PROPERTIES LABELS golden)

# The command line's habits, through the binary as a user runs it (label cli).
# cli/tests/habits.sh holds the checks; each test runs one of them.
find_program(UMPIRE_BASH bash REQUIRED)
foreach(check IN ITEMS version help help-command help-unknown mistyped-top mistyped-nested program-name completion)
  add_test(NAME "cli:habits-${check}"
           COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/cli/tests/habits.sh ${check} $<TARGET_FILE:umpire>
                   ${UMPIRE_BASH_COMPLETION} ${CMAKE_CURRENT_BINARY_DIR}/cli-habits)
  set_tests_properties("cli:habits-${check}" PROPERTIES LABELS cli)
endforeach()

# The command line through the built binary: files and streams, seeds, --json
# outputs (cli/tests/cli_test.sh; needs python3 to parse JSON back).
foreach(section IN ITEMS files seeds json frontage contact order-files next-turn reports)
  add_test(NAME "cli:${section}" COMMAND bash ${PROJECT_SOURCE_DIR}/cli/tests/cli_test.sh $<TARGET_FILE:umpire>
           ${PROJECT_SOURCE_DIR} ${section})
  set_tests_properties("cli:${section}" PROPERTIES LABELS cli)
endforeach()

# The HTML report rendered by headless Chromium (skipped, exit 77, where none is
# installed); its screenshots land in the build folder's html-report/.
add_test(NAME cli:html-browser COMMAND bash ${PROJECT_SOURCE_DIR}/cli/tests/html_browser.sh $<TARGET_FILE:umpire>
         ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/html-report)
set_tests_properties(cli:html-browser PROPERTIES LABELS cli SKIP_RETURN_CODE 77 TIMEOUT 180)

# A campaign folder from init to verify (docs/campaign.md).
add_test(NAME cli:campaign COMMAND bash ${PROJECT_SOURCE_DIR}/cli/tests/campaign_test.sh $<TARGET_FILE:umpire>
         ${PROJECT_SOURCE_DIR})
set_tests_properties(cli:campaign PROPERTIES LABELS cli)

# README.md's table of rulings and readings is generated: it must equal `umpire rulings --markdown`.
add_test(NAME cli:readme-rulings COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/cli/tests/readme_rulings.sh
         $<TARGET_FILE:umpire> ${PROJECT_SOURCE_DIR}/README.md)
set_tests_properties(cli:readme-rulings PROPERTIES LABELS cli)

# The GitHub Actions workflows and the ClusterFuzzLite set-up cannot run here: linted, and
# every script, path and preset they name must exist (ci/check-workflows.sh); the self-test
# breaks copies of the tree one way at a time and fails unless the check catches each.
add_test(NAME ci:workflows COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/ci/check-workflows.sh ${PROJECT_SOURCE_DIR})
add_test(NAME ci:workflows-self-test COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/ci/check-workflows.sh --self-test)
set_tests_properties(ci:workflows ci:workflows-self-test PROPERTIES LABELS ci)

# ci/coverage.sh is a long separate command; its --sample mode runs the same steps on
# three model/ files and the test of one in a few seconds, so that the script cannot
# rot. The second test reads the sample's figures with the default thresholds, which
# the sample does not reach: the summary must then fail with its "below" status, 3.
add_test(NAME ci:coverage-sample
         COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/ci/coverage.sh --sample --min-lines 30 --min-branches 20
                 --out ${CMAKE_BINARY_DIR}/coverage-sample)
set_tests_properties(ci:coverage-sample PROPERTIES LABELS ci FIXTURES_SETUP coverage-sample)
add_test(NAME ci:coverage-sample-below-threshold
         COMMAND ${UMPIRE_BASH} -c "python3 \"$0\" \"$1\" --gate model/; test $? -eq 3"
                 ${PROJECT_SOURCE_DIR}/ci/coverage_summary.py ${CMAKE_BINARY_DIR}/coverage-sample/coverage.json)
set_tests_properties(ci:coverage-sample-below-threshold PROPERTIES LABELS ci FIXTURES_REQUIRED coverage-sample)

# ci/mutants.sh (mutation testing of the rules) is a long separate command; its --sample
# mode checks the tool itself in a second or two, so that it cannot rot: the sites it
# finds in a fixture, the seeded sample, a mutant applied and reverted, the committed
# list of equivalent mutants against the tree, the report on a canned result.
add_test(NAME ci:mutants-sample COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/ci/mutants.sh --sample)
set_tests_properties(ci:mutants-sample PROPERTIES LABELS ci)

include(cmake/CredentialsCliTests.cmake)
include(cmake/ParamsTests.cmake)
