# The combat parameter set through the binary (label cli): `umpire params --json`'s
# shape and count, a case whose "params" name an unknown parameter or a value out of
# range refused with exit 2 at the key (cli/tests/params_test.sh), and docs/params.md
# equal to `umpire params --markdown` (cli/tests/docs_params.sh).
foreach(check IN ITEMS json case-refused)
  add_test(NAME "cli:params-${check}"
           COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/cli/tests/params_test.sh $<TARGET_FILE:umpire>
                   ${PROJECT_SOURCE_DIR} ${check})
  set_tests_properties("cli:params-${check}" PROPERTIES LABELS cli)
endforeach()
add_test(NAME cli:docs-params COMMAND ${UMPIRE_BASH} ${PROJECT_SOURCE_DIR}/cli/tests/docs_params.sh
         $<TARGET_FILE:umpire> ${PROJECT_SOURCE_DIR}/docs/params.md)
set_tests_properties(cli:docs-params PROPERTIES LABELS cli)
