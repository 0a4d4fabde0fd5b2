// Static assets precompressed once at build (issue 18 item 4): every script and style sheet gets a
// brotli (quality 11) and a gzip (level 9) copy beside it, which the server sends as they are
// (@fastify/static's preCompressed) instead of compressing each request at a fast, weaker level.
const fs = require("fs");
const path = require("path");
const util = require("util");
const zlib = require("zlib");

const brotli = util.promisify(zlib.brotliCompress);
const gzip = util.promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Writes NAME.br and NAME.gz for every compressible file directly in `dir`; resolves to the byte totals. */
async function precompress(dir) {
    const files = fs.readdirSync(dir).filter((name) => COMPRESSIBLE.test(name));
    const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
    // zlib's async calls run on libuv's thread pool: the files compress side by side.
    await Promise.all(
        files.map(async (name) => {
            const file = path.join(dir, name);
            const content = await fs.promises.readFile(file);
            const [br, gz] = await Promise.all([
                brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
                gzip(content, { level: 9 }),
            ]);
            await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
            totals.raw += content.length;
            totals.br += br.length;
            totals.gz += gz.length;
        }),
    );
    return totals;
}

module.exports = { precompress };
