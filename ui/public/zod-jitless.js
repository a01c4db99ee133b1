// Zod, which validates the forms, builds its object parsers with `new Function` when it may,
// and probes for that while the app's modules load. The page's Content-Security-Policy allows
// no eval (docs/decisions/0007), so even the probe is reported as a violation. This classic
// script runs before any module and sets zod's shared config (zod reads this global) so that
// every schema is built without eval.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
