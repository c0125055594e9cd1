# Test executables. Sources are globbed so that a new test file needs no CMake edit.
# CTest labels: unit, property, golden, fuzz-regression (README lists the commands).
find_package(GTest CONFIG REQUIRED)
find_package(rapidcheck CONFIG REQUIRED)  # no version: the Debian package ships no version file
include(GoogleTest)

file(GLOB UMPIRE_UNIT_TEST_SOURCES CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/model/tests/*.cpp ${PROJECT_SOURCE_DIR}/rules/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/rules/gitm/tests/*.cpp ${PROJECT_SOURCE_DIR}/rules/dnd/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/golden/tests/*.cpp
  ${PROJECT_SOURCE_DIR}/rules/at/tests/*.cpp)
add_executable(umpire_unit_tests ${UMPIRE_UNIT_TEST_SOURCES})
target_link_libraries(umpire_unit_tests PRIVATE umpire_golden GTest::gtest GTest::gtest_main umpire_warnings)
target_compile_definitions(umpire_unit_tests PRIVATE UMPIRE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
gtest_discover_tests(umpire_unit_tests TEST_PREFIX "unit:" PROPERTIES LABELS unit DISCOVERY_TIMEOUT 60)

# Properties run with a fixed seed here so CI is reproducible; ci/deep-properties.sh
# runs them with many more cases and a fresh seed.
set(UMPIRE_RC_PARAMS "seed=20261122 max_success=200" CACHE STRING "RC_PARAMS for CTest property runs")
file(GLOB UMPIRE_PROPERTY_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/properties/*.cpp)
if(UMPIRE_PROPERTY_SOURCES)
  add_executable(umpire_property_tests ${UMPIRE_PROPERTY_SOURCES})
  target_link_libraries(umpire_property_tests PRIVATE umpire_golden rapidcheck_gtest rapidcheck GTest::gtest
                        GTest::gtest_main umpire_warnings)
  target_compile_definitions(umpire_property_tests PRIVATE UMPIRE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  gtest_discover_tests(umpire_property_tests TEST_PREFIX "property:" DISCOVERY_TIMEOUT 60
                       PROPERTIES LABELS property ENVIRONMENT "RC_PARAMS=${UMPIRE_RC_PARAMS}")
endif()

# One CTest test per golden case, through the command line as a user runs it.
file(GLOB_RECURSE UMPIRE_GOLDEN_CASES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/golden/cases/*.case.json)
foreach(case_file IN LISTS UMPIRE_GOLDEN_CASES)
  get_filename_component(case_name "${case_file}" NAME)
  string(REPLACE ".case.json" "" case_name "${case_name}")
  add_test(NAME "golden:${case_name}" COMMAND umpire golden "${case_file}")
  set_tests_properties("golden:${case_name}" PROPERTIES LABELS golden)
endforeach()

# The rules signature of the bundled turns (golden/signature/) against the value in
# the repository: a change of adjudication fails here until golden/rules-signature.txt
# is updated in the same commit, so it shows in review.
add_test(NAME rules-signature COMMAND umpire signature --check)
set_tests_properties(rules-signature PROPERTIES LABELS golden)

# Dispute records (golden/disputes/): each replays to the state hashes it recorded,
# phase by phase, and its seed matches its commitment.
file(GLOB UMPIRE_DISPUTES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/golden/disputes/*.case.json)
foreach(dispute IN LISTS UMPIRE_DISPUTES)
  get_filename_component(dispute_name "${dispute}" NAME)
  string(REPLACE ".case.json" "" dispute_name "${dispute_name}")
  add_test(NAME "dispute-replay:${dispute_name}" COMMAND umpire replay "${dispute}")
  set_tests_properties("dispute-replay:${dispute_name}" PROPERTIES LABELS golden)
endforeach()
include(cmake/CredentialsCliTests.cmake)
