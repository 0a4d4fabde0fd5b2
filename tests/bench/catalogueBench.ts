/**
 * The catalogue each page carries (issue 15, Performance: ≤ 6 KB gzip per page): the gzip size of
 * the preloaded `meta.translations` per page and language, beside the whole catalogue's, which
 * every page carried before it was split per chunk (server/i18n/pageCatalogue.ts).
 */
import zlib from "node:zlib";

const LOCALES = ["fr", "de", "ar"];

function gzipSize(text: string): number {
    return zlib.gzipSync(text, { level: 9 }).length;
}

async function pageCatalogueOf(url: string, locale: string): Promise<Record<string, string>> {
    const html = await (await fetch(url, { headers: { "accept-language": locale } })).text();
    const json = /<script type="application\/json" id="hearth-preload"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    return (JSON.parse(json) as { meta?: { translations?: Record<string, string> } }).meta?.translations ?? {};
}

export async function catalogueReport(baseUrl: string, pages: Array<[string, string]>): Promise<string> {
    const lines = ["The interface catalogue in each page (preloaded meta.translations, gzip -9; guest)"];
    const whole: string[] = [];
    for (const locale of LOCALES) {
        const catalogue = (await (await fetch(`${baseUrl}/api/v2/locales/translations/${locale}`)).json()) as Record<string, string>;
        whole.push(`${locale} ${(gzipSize(JSON.stringify(catalogue)) / 1024).toFixed(1)} KB (${Object.keys(catalogue).length} keys)`);
    }
    lines.push(`  whole catalogue (what every page carried before):  ${whole.join(", ")}`);
    for (const [name, url] of pages) {
        const sizes: string[] = [];
        for (const locale of LOCALES) {
            const catalogue = await pageCatalogueOf(url, locale);
            sizes.push(`${locale} ${(gzipSize(JSON.stringify(catalogue)) / 1024).toFixed(1)} KB (${Object.keys(catalogue).length} keys)`);
        }
        lines.push(`  ${name.padEnd(30)} ${sizes.join(", ")}`);
    }
    return lines.join("\n");
}
