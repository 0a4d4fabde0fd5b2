import autocannon from "autocannon";
const [base, seconds] = [process.argv[2], Number(process.argv[3] ?? 8)];
for (const path of ["/discussions", "/discussion/30033", "/categories/core", "/profile/bench_member"]) {
  const out = [];
  for (const [label, headers] of [["cached", {}], ["uncached", { cookie: "hearth_bypass=1" }]]) {
    const r = await autocannon({ url: base + path, connections: 20, duration: seconds, headers: { "accept-encoding": "gzip, deflate, br", ...headers } });
    out.push(`${label} ${r.requests.average.toFixed(0)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99}${r.non2xx ? ` non2xx ${r.non2xx}` : ""}`);
  }
  console.log(path.padEnd(24), out.join(" | "));
}
