import "./consoleGuard";

// Browser tests start a server and Chromium: give them time, but a bounded one.
jest.setTimeout(60_000);
