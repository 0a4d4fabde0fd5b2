/**
 * Analytics privacy (shell §3 "Analytics privacy", §7 "Other"): whether the site's analytics
 * anonymise the people they count. AnonymizeData is 1 (anonymise), 0 (do not) or -1 (the
 * product default, which is not to anonymise). Signed-in pages read it to decide what a
 * page-view event may carry, so reading needs a session; the value is site-wide, so only a
 * site manager may change it.
 */
import type { FastifyInstance } from "fastify";
import { signedInOnly, siteManagerOnly } from "./siteGuards";

export const ANONYMIZE_DATA_KEY = "Analytics.AnonymizeData";
export const ANONYMIZE_VALUES = [1, 0, -1] as const;
export type AnonymizeData = (typeof ANONYMIZE_VALUES)[number];

export async function registerAnalyticsRoutes(app: FastifyInstance): Promise<void> {
    const { config } = app.hearth;
    const current = (): AnonymizeData => {
        const value = config.get<number>(ANONYMIZE_DATA_KEY, -1);
        return (ANONYMIZE_VALUES as readonly number[]).includes(value) ? (value as AnonymizeData) : -1;
    };

    app.get("/api/v2/analytics/privacy", { preValidation: signedInOnly }, async () => ({ AnonymizeData: current() }));

    app.post<{ Body: { AnonymizeData: AnonymizeData } }>(
        "/api/v2/analytics/privacy",
        {
            preValidation: siteManagerOnly,
            schema: {
                body: {
                    type: "object",
                    required: ["AnonymizeData"],
                    // Vanilla's form posts send "1"/"0"/"-1" as strings: coercion turns them into numbers.
                    properties: { AnonymizeData: { type: "integer", enum: [...ANONYMIZE_VALUES] } },
                },
            },
        },
        async (request) => {
            await config.set(ANONYMIZE_DATA_KEY, request.body.AnonymizeData);
            return { AnonymizeData: current() };
        },
    );
}
