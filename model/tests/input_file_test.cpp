#include "model/input_file.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace umpire {
namespace {

namespace fs = std::filesystem;

std::string what(const Expected<std::string>& r) { return r.ok() ? std::string("(read)") : format(r.errors()); }

class InputFile : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("umpire-input-file-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
                                            "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const char* name) const { return (dir_ / name).string(); }
    fs::path dir_;
};

TEST_F(InputFile, ReadsAWholeFile) {
    std::ofstream(path("a.txt"), std::ios::binary) << "line 1\nline 2\n";
    const auto r = read_input_file(path("a.txt"));
    ASSERT_TRUE(r.ok()) << what(r);
    EXPECT_EQ(*r, "line 1\nline 2\n");
}

// `umpire orders check DIR` used to read a directory as an empty file and exit 0.
TEST_F(InputFile, ADirectoryIsAnErrorThatSaysSo) {
    EXPECT_EQ(what(read_input_file(dir_.string())), dir_.string() + ": is a directory, not a file\n");
}

// "cannot open" says why.
TEST_F(InputFile, SaysWhyAFileCannotBeOpened) {
    EXPECT_EQ(what(read_input_file(path("missing"))), path("missing") + ": cannot open the file: No such file or directory\n");
    fs::create_symlink(path("loop"), path("loop"));
    EXPECT_EQ(what(read_input_file(path("loop"))), path("loop") + ": cannot open the file: Too many levels of symbolic links\n");
    EXPECT_EQ(what(read_input_file("")), "the file name is empty\n");
}

TEST_F(InputFile, RefusesAFileOverTheBound) {
    std::ofstream(path("big"), std::ios::binary) << std::string(101, 'x');
    EXPECT_EQ(what(read_input_file(path("big"), 100)), path("big") + ": the file is larger than the limit of 100 bytes\n");
    const auto exact = read_input_file(path("big"), 101);
    ASSERT_TRUE(exact.ok()) << what(exact);
    EXPECT_EQ(exact->size(), 101u);
}

TEST(InputName, StandardInputIsNamedSo) {
    EXPECT_EQ(input_name("-"), "<stdin>");
    EXPECT_EQ(input_name("a/b.orders"), "a/b.orders");
}

}  // namespace
}  // namespace umpire
