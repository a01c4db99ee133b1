import { measure } from '/work/main/bench/latency';
const f = await measure(process.argv[2], Number(process.argv[3]), 50, console.log);
for (const x of f) console.log(x.page, x.slowest.ms.toFixed(1), x.slowest.sql.slice(0, 400));
