import v8 from 'node:v8';

// Imported first by server.ts, before any library loads.
//
// V8 allocates objects from an allocation site straight into the old generation once most of
// that site's objects have survived a young collection ("allocation-site pretenuring"). The
// PostgreSQL driver builds every row object of every query at one site, and V8 soon decided that
// site's objects live long (rows read and kept while the process starts look like that): from
// then on each list answer's rows, dead a millisecond later, were written to the old
// generation, about 13 KB per answer, so a full collection came every 7-10 s at 200 requests/s
// and the answers during it waited 20-60 ms. Without pretenuring the same load promotes about
// 1 KB per answer and runs no full collection in 30 s (bench/gc-probe.mjs; docs/decisions.md,
// "Garbage collection under load"). The flag is read at each collection, so setting it here,
// before the first one that matters, is enough.
v8.setFlagsFromString('--no-allocation-site-pretenuring');
