import { PostKey } from "@library/api/postKey";

describe("PostKey", () => {
    it("keeps the key after a lost answer or a server error, and starts a new post after success or a refusal", () => {
        const postKey = new PostKey();
        const first = postKey.current();
        postKey.settle({ status: 0 });
        expect(postKey.current()).toBe(first);
        postKey.settle({ status: 502 });
        expect(postKey.current()).toBe(first);
        postKey.settle();
        const second = postKey.current();
        expect(second).not.toBe(first);
        postKey.settle({ status: 400 });
        expect(postKey.current()).not.toBe(second);
    });
});
