import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { PhotoCropper } from "@dashboard/profilePicture/PhotoCropper";

const PHOTO = `/uploads/avatars/${"b".repeat(32)}-290.webp`;

function renderCropper(photoUrl = PHOTO) {
    return render(<PhotoCropper userID={7} name="ada_lovelace" photoUrl={photoUrl} uploads={{ maxSize: 10 }} />);
}

function choose(file: File) {
    fireEvent.change(screen.getByLabelText("Choose a new photo"), { target: { files: [file] } });
}

beforeEach(() => fetchMock.resetMocks());

describe("PhotoCropper", () => {
    it("refuses a file that is not an image, before reading or sending it", () => {
        renderCropper();
        choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
        expect(screen.getByRole("alert").textContent).toBe("Choose a JPEG, PNG, GIF or WebP image.");
        expect(screen.queryByRole("img", { name: /Cropped photo/ })).toBeNull();
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it("refuses an image over upload.maxSize with the shell §5 message", () => {
        renderCropper();
        choose(new File(["x".repeat(20)], "big.png", { type: "image/png" }));
        expect(screen.getByRole("alert").textContent).toMatch(/^The uploaded file was too big \(max .+\)\.$/);
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it("removes the photo: the initials show again and focus moves to the message", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ userID: 7, name: "ada_lovelace", photoUrl: "" }), { headers: { "content-type": "application/json" } });
        const { container } = renderCropper();
        expect(container.querySelectorAll(`img[src^="/uploads/avatars/"]`)).toHaveLength(3);
        fireEvent.click(screen.getByRole("button", { name: "Remove Photo" }));
        const status = await screen.findByText("Your photo was removed.");
        await waitFor(() => expect(document.activeElement).toBe(status));
        const [url, init] = fetchMock.mock.calls[0]!;
        expect(String(url instanceof Request ? url.url : url)).toMatch(/\/api\/v2\/users\/7$/);
        const request = url instanceof Request ? url : new Request(String(url), init);
        expect(request.method).toBe("PATCH");
        expect(await request.json()).toEqual({ photo: null });
        expect(container.querySelectorAll("img")).toHaveLength(0);
        expect(container.querySelectorAll("[data-initials='AL']")).toHaveLength(3);
        expect(screen.queryByRole("button", { name: "Remove Photo" })).toBeNull();
    });

    it("shows the server's reason when the change is refused, and keeps the photo", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Permission denied.", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        const { container } = renderCropper();
        fireEvent.click(screen.getByRole("button", { name: "Remove Photo" }));
        expect((await screen.findByRole("alert")).textContent).toBe("Permission denied.");
        expect(container.querySelectorAll(`img[src^="/uploads/avatars/"]`)).toHaveLength(3);
    });
});
