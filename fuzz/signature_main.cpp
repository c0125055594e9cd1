// Prints the rules signature of a directory of turn cases (golden/signature.hpp).
// The clang fuzz build links it so that CI compares the signature of an optimised
// clang build with golden/rules-signature.txt, which the gcc debug build checks
// (`umpire signature --check`): the same rules must decide the same on both.
#include <cstdio>

#include "golden/signature.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: rules_signature DIR\n");
        return 2;
    }
    auto s = umpire::rules_signature(argv[1]);
    if (!s) {
        for (const auto& d : s.errors())
            std::fprintf(stderr, "%s: %s: %s\n", d.where.file.c_str(), d.where.field.c_str(), d.what.c_str());
        return 2;
    }
    std::printf("%s\n", s->value.c_str());
    return 0;
}
