//! Benchmarks of dem-contact live in `benches/`; run `cargo bench -p dem-contact-bench`.
