/**
 * The Idempotency-Key of a post being sent (server: library/src/server/http/idempotency.ts).
 * One key per post: sending again after a lost answer, a timeout or a server error reuses it,
 * so the server answers the first post instead of making a second. After success, or a refusal
 * (4xx: nothing was posted), the next send is a new post with a new key.
 *
 *     const postKey = useRef(new PostKey()).current;
 *     try { await send({ idempotencyKey: postKey.current() }); postKey.settle(); }
 *     catch (error) { postKey.settle(error); throw error; }
 */
export class PostKey {
    private key: string | null = null;

    current(): string {
        this.key ??= typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        return this.key;
    }

    /** After an answer: success or a 4xx ends this post; anything else (status 0, 5xx) keeps the key. */
    settle(error?: unknown): void {
        const status = error === undefined ? 200 : ((error as { status?: number }).status ?? 0);
        if (status < 500 && status > 0) this.key = null;
    }
}
