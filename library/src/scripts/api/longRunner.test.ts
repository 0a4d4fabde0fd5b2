import fetchMock from "jest-fetch-mock";
import { ApiError } from "@library/api/apiErrors";
import { runLongRunner, type ILongRunnerProgress } from "@library/api/longRunner";

function mockJson(body: unknown, status: number) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function request(index: number): Request {
    return fetchMock.mock.calls[index]![0] as Request;
}

function pathOf(req: Request): string {
    return new URL(req.url, "http://localhost").pathname;
}

const deleteList = { method: "DELETE", url: "discussions/list", data: { discussionIDs: [1, 2, 3, 4, 5], longRunnerMode: "sync" } };

describe("runLongRunner", () => {
    it("follows a 408 with callbackPayload by POST calls/run (application/system+jwt) until no payload remains, merging progress", async () => {
        mockJson({ progress: { successIDs: [1, 2], failedIDs: [], exceptionsByID: {}, countTotalIDs: 5 }, callbackPayload: "jwt-one" }, 408);
        mockJson(
            {
                progress: { successIDs: [3], failedIDs: [4], exceptionsByID: { "4": { message: "Permission denied.", code: 403 } } },
                callbackPayload: "jwt-two",
            },
            408,
        );
        mockJson({ progress: { successIDs: [5], failedIDs: [], exceptionsByID: {} }, callbackPayload: null }, 200);
        const steps: ILongRunnerProgress[] = [];

        const result = await runLongRunner(deleteList, (progress) => steps.push(progress));

        expect(fetchMock.mock.calls).toHaveLength(3);
        const first = request(0);
        expect([first.method, pathOf(first)]).toEqual(["DELETE", "/api/v2/discussions/list"]);
        expect(JSON.parse(await first.text())).toEqual(deleteList.data);

        for (const [index, payload] of [
            [1, "jwt-one"],
            [2, "jwt-two"],
        ] as const) {
            const resume = request(index);
            expect([resume.method, pathOf(resume)]).toEqual(["POST", "/api/v2/calls/run"]);
            expect(resume.headers.get("content-type")).toBe("application/system+jwt");
            expect(resume.headers.get("X-Requested-With")).toBe("vanilla");
            expect(await resume.text()).toBe(payload);
        }

        expect(result).toEqual({
            successIDs: [1, 2, 3, 5],
            failedIDs: [4],
            exceptionsByID: { "4": { message: "Permission denied.", code: 403 } },
            countTotalIDs: 5,
        });
        expect(steps.map((step) => [step.successIDs, step.failedIDs])).toEqual([
            [[1, 2], []],
            [[1, 2, 3], [4]],
            [[1, 2, 3, 5], [4]],
        ]);
    });

    it("hands onProgress snapshots that later steps do not change", async () => {
        mockJson({ progress: { successIDs: [1] }, callbackPayload: "jwt" }, 408);
        mockJson({ progress: { successIDs: [2] } }, 200);
        const steps: ILongRunnerProgress[] = [];
        await runLongRunner(deleteList, (progress) => steps.push(progress));
        expect(steps[0]!.successIDs).toEqual([1]);
        expect(steps[1]!.successIDs).toEqual([1, 2]);
    });

    it("does not count an ID twice when a step repeats it", async () => {
        mockJson({ progress: { successIDs: [1, 2], failedIDs: [3] }, callbackPayload: "jwt" }, 408);
        mockJson({ progress: { successIDs: [2, 4], failedIDs: [3] } }, 200);
        const result = await runLongRunner(deleteList);
        expect(result.successIDs).toEqual([1, 2, 4]);
        expect(result.failedIDs).toEqual([3]);
    });

    it("makes a single call when the first answer is final", async () => {
        mockJson({ progress: { successIDs: [1, 2], failedIDs: [], exceptionsByID: {} } }, 200);
        const onProgress = jest.fn();
        const result = await runLongRunner(deleteList, onProgress);
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(result.successIDs).toEqual([1, 2]);
        expect(onProgress).toHaveBeenCalledTimes(1);
    });

    it("resolves with the progress of a final 408 that has no callbackPayload", async () => {
        mockJson({ progress: { successIDs: [1], failedIDs: [2] }, callbackPayload: null }, 408);
        await expect(runLongRunner(deleteList)).resolves.toMatchObject({ successIDs: [1], failedIDs: [2] });
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("rejects with the server's error when a final answer >= 400 (not 408) carries no progress", async () => {
        mockJson({ progress: { successIDs: [1] }, callbackPayload: "jwt" }, 408);
        mockJson({ message: "The job token has expired.", status: 403 }, 403);
        const onProgress = jest.fn();
        const failure = runLongRunner(deleteList, onProgress);
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ message: "The job token has expired.", status: 403 });
        expect(onProgress).toHaveBeenCalledTimes(2);
        expect(onProgress.mock.calls[0][0].successIDs).toEqual([1]);
    });

    it("rejects a first answer of 500 without progress", async () => {
        mockJson({ message: "Database gone." }, 500);
        await expect(runLongRunner(deleteList)).rejects.toMatchObject({ message: "Database gone.", status: 500 });
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("resolves a final error answer that still reports progress (failures are in failedIDs)", async () => {
        mockJson(
            { message: "Some items failed.", progress: { successIDs: [1], failedIDs: [2], exceptionsByID: { "2": { message: "Not found.", code: 404 } } } },
            422,
        );
        await expect(runLongRunner(deleteList)).resolves.toEqual({
            successIDs: [1],
            failedIDs: [2],
            exceptionsByID: { "2": { message: "Not found.", code: 404 } },
        });
    });

    it("rejects with the contact-failure message when the network fails while resuming", async () => {
        mockJson({ progress: { successIDs: [1] }, callbackPayload: "jwt" }, 408);
        fetchMock.mockRejectOnce(new TypeError("Failed to fetch"));
        await expect(runLongRunner(deleteList)).rejects.toMatchObject({ message: "Something went wrong while contacting the server." });
    });

    it("saves a checkpoint after every answer and resumes from one without sending the request again", async () => {
        mockJson({ progress: { successIDs: [1], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 }, callbackPayload: "jwt-one" }, 408);
        mockJson({ progress: { successIDs: [2], failedIDs: [], exceptionsByID: {} }, callbackPayload: "jwt-two" }, 408);
        const checkpoints: Array<{ done: number[]; payload: string | null }> = [];
        // The page goes away during the third call: it never answers.
        fetchMock.mockResponseOnce(() => new Promise(() => undefined));
        void runLongRunner(deleteList, { onCheckpoint: ({ progress, callbackPayload }) => checkpoints.push({ done: [...progress.successIDs], payload: callbackPayload }) });
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (let tries = 0; checkpoints.length < 2 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 0));
        expect(checkpoints).toEqual([
            { done: [1], payload: "jwt-one" },
            { done: [1, 2], payload: "jwt-two" },
        ]);

        // The next page carries on from the last checkpoint: calls/run with its payload, the progress merged on top.
        fetchMock.resetMocks();
        mockJson({ progress: { successIDs: [3], failedIDs: [], exceptionsByID: {} }, callbackPayload: null }, 200);
        const last = checkpoints[1]!;
        const result = await runLongRunner(deleteList, { resume: { progress: { successIDs: last.done, failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 }, callbackPayload: last.payload } });
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(pathOf(request(0))).toBe("/api/v2/calls/run");
        expect(await request(0).text()).toBe("jwt-two");
        expect(result.successIDs).toEqual([1, 2, 3]);
    });
});
