//! hektor-manual's integration tests, one module per file: one test binary.

mod manual;
