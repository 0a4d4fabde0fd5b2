/**
 * What every answer of the server must carry (http/securityHeaders.ts), as a list of problems so
 * that a test over many answers can name the ones that fall short.
 */
type Headers = Record<string, string | string[] | number | undefined>;

export function securityHeaderProblems(headers: Headers): string[] {
    const problems: string[] = [];
    const csp = String(headers["content-security-policy"] ?? "");
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? null;
    if (!csp) problems.push("no Content-Security-Policy");
    else if (scriptSrc === null) problems.push("CSP without script-src");
    else {
        if (scriptSrc.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
        if (!/'nonce-[A-Za-z0-9+/=]+'/.test(scriptSrc)) problems.push("script-src has no nonce");
    }
    if (!/(?:^|;)\s*frame-ancestors /.test(csp)) problems.push("CSP without frame-ancestors");
    if (headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
    if (!headers["referrer-policy"]) problems.push("no Referrer-Policy");
    if (!headers["permissions-policy"]) problems.push("no Permissions-Policy");
    return problems;
}
