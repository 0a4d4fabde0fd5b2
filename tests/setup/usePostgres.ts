// The "server-pg" jest project: the server tests run again, on PostgreSQL (TEST_DATABASE_URL).
process.env.HEARTH_TEST_POSTGRES = "1";
// With React's production build (as the server runs): this run tests the database, and the SQLite
// run renders the same pages with React's development checks, whose warnings consoleGuard fails.
// Those checks were about a sixth of the CPU of the page tests here (the fuzz test: 24.6 s -> 20.2 s).
// Read by each test file's own copy of process.env, before React is loaded.
process.env.NODE_ENV = "production";
