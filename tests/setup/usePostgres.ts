// The "server-pg" jest project: the server tests run again, on PostgreSQL (TEST_DATABASE_URL).
process.env.HEARTH_TEST_POSTGRES = "1";
