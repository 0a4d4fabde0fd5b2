import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type PointerEvent } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Avatar } from "@library/components/Avatar";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { validateUpload, type IUploadConfig } from "@library/utility/uploadValidation";
import { clampCrop, cropRect, DEFAULT_CROP, dragCrop, MAX_ZOOM, MIN_ZOOM, uploadSide, type ICrop } from "@dashboard/profilePicture/photoCrop";
import { profilePictureClasses as classes, VIEWPORT_SIDE } from "@dashboard/profilePicture/profilePicture.styles";
import { removeProfilePhoto, saveProfilePhoto } from "@dashboard/profilePicture/profilePictureApi";

export interface IPhotoCropperProps {
    userID: number;
    name: string;
    photoUrl: string;
    /** upload.maxSize: a larger original is refused before it is read. */
    uploads: IUploadConfig;
}

/** The raster types the server resizes (avatarPhotoStore.ts). */
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
/** The arrow keys on the picture move the square by this share of its room (Shift: four times). */
const KEY_STEP = 5;
const ZOOM_STEP = 0.25;

function messagesOf(error: unknown): string[] {
    const apiError = toApiError(error);
    const fields = Object.values(apiError.errors).flat().map((fieldError) => fieldError.message);
    return fields.length ? fields : [apiError.message];
}

/** Draws the crop into a square canvas of `side` pixels (white under transparent parts: the upload is a JPEG). */
function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: ICrop, side: number): void {
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d");
    if (!context) return;
    const { sx, sy, side: sourceSide } = cropRect(image.naturalWidth, image.naturalHeight, crop);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, side, side);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, sx, sy, sourceSide, sourceSide, 0, 0, side, side);
}

/**
 * /profile/picture (issue 12 item 1): pick a photo, crop it square, save it. Everything works by
 * keyboard: the file input, three labelled sliders (zoom, left–right, up–down), and the arrow
 * and +/− keys on the picture itself, which can also be dragged. The crop is drawn in the
 * browser and only that square (at most 580 px, a JPEG) is uploaded; the server makes the
 * avatar sizes from it. After saving or removing, focus moves to the message that says so.
 */
export function PhotoCropper({ userID, name, photoUrl: initialPhotoUrl, uploads }: IPhotoCropperProps) {
    const [photoUrl, setPhotoUrl] = useState(initialPhotoUrl);
    const [image, setImage] = useState<HTMLImageElement | null>(null);
    const [crop, setCrop] = useState<ICrop>(DEFAULT_CROP);
    const [errors, setErrors] = useState<string[]>([]);
    const [busy, setBusy] = useState(false);
    const [status, setStatus] = useState("");
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const statusRef = useRef<HTMLParagraphElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const drag = useRef<{ x: number; y: number } | null>(null);
    const id = useId();

    useEffect(() => {
        if (image && canvasRef.current) drawCrop(canvasRef.current, image, crop, VIEWPORT_SIDE * Math.min(2, window.devicePixelRatio || 1));
    }, [image, crop]);

    useEffect(() => {
        if (status) statusRef.current?.focus();
    }, [status]);

    function onFile(event: ChangeEvent<HTMLInputElement>) {
        const file = event.target.files?.[0];
        setStatus("");
        if (!file) return;
        const problems = PHOTO_TYPES.includes(file.type) ? validateUpload({ name: file.name, size: file.size }, { maxSize: uploads.maxSize }) : [t("Choose a JPEG, PNG, GIF or WebP image.")];
        setErrors(problems);
        setImage(null);
        if (problems.length) return;
        const url = URL.createObjectURL(file);
        const loaded = new Image();
        loaded.onload = () => {
            URL.revokeObjectURL(url);
            setCrop(DEFAULT_CROP);
            setImage(loaded);
        };
        loaded.onerror = () => {
            URL.revokeObjectURL(url);
            setErrors([t("This file could not be read as an image.")]);
        };
        loaded.src = url;
    }

    function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
        const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
        const moves: Record<string, Partial<ICrop>> = {
            ArrowLeft: { x: crop.x - step },
            ArrowRight: { x: crop.x + step },
            ArrowUp: { y: crop.y - step },
            ArrowDown: { y: crop.y + step },
            "+": { zoom: crop.zoom + ZOOM_STEP },
            "=": { zoom: crop.zoom + ZOOM_STEP },
            "-": { zoom: crop.zoom - ZOOM_STEP },
        };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        setCrop(clampCrop({ ...crop, ...move }));
    }

    function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, y: event.clientY };
    }

    function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
        if (!drag.current || !image) return;
        const dx = event.clientX - drag.current.x;
        const dy = event.clientY - drag.current.y;
        drag.current = { x: event.clientX, y: event.clientY };
        setCrop((current) => dragCrop(current, image.naturalWidth, image.naturalHeight, VIEWPORT_SIDE, dx, dy));
    }

    async function save() {
        if (!image) return;
        setBusy(true);
        setErrors([]);
        try {
            const canvas = document.createElement("canvas");
            drawCrop(canvas, image, crop, uploadSide(image.naturalWidth, image.naturalHeight, crop));
            const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
            if (!blob) throw new Error(t("This file could not be read as an image."));
            const saved = await saveProfilePhoto(userID, new File([blob], "photo.jpg", { type: "image/jpeg" }));
            setPhotoUrl(saved);
            setImage(null);
            if (inputRef.current) inputRef.current.value = "";
            setStatus(t("Your photo was saved."));
        } catch (error) {
            setErrors(messagesOf(error));
        } finally {
            setBusy(false);
        }
    }

    async function remove() {
        setBusy(true);
        setErrors([]);
        try {
            await removeProfilePhoto(userID);
            setPhotoUrl("");
            setStatus(t("Your photo was removed."));
        } catch (error) {
            setErrors(messagesOf(error));
        } finally {
            setBusy(false);
        }
    }

    const slider = (key: keyof ICrop, label: string, min: number, max: number, step: number) => (
        <label className={classes.field}>
            {label}
            <input
                className={classes.range}
                type="range"
                min={min}
                max={max}
                step={step}
                value={crop[key]}
                disabled={busy}
                onChange={(event) => setCrop(clampCrop({ ...crop, [key]: Number(event.target.value) }))}
            />
        </label>
    );

    return (
        <div data-testid="photo-cropper">
            <div className={classes.current}>
                <Avatar name={name} photoUrl={photoUrl} userID={userID} size="xlarge" decorative />
                <Avatar name={name} photoUrl={photoUrl} userID={userID} size="medium" decorative />
                <Avatar name={name} photoUrl={photoUrl} userID={userID} size="xsmall" decorative />
            </div>
            {status && (
                <p ref={statusRef} tabIndex={-1} role="status" className={classes.status}>
                    {status}
                </p>
            )}
            {errors.length > 0 && (
                <div role="alert" className={classes.error}>
                    {errors.map((message) => (
                        <p key={message}>{message}</p>
                    ))}
                </div>
            )}
            <label className={classes.field} htmlFor={`${id}-file`}>
                {t("Choose a new photo")}
            </label>
            <input ref={inputRef} id={`${id}-file`} type="file" accept={PHOTO_TYPES.join(",")} onChange={onFile} disabled={busy} aria-describedby={`${id}-fileHint`} />
            <p id={`${id}-fileHint`} className={classes.hint}>
                {t("JPEG, PNG, GIF or WebP. You crop it to a square next.")}
            </p>
            {image && (
                <div className={classes.editor}>
                    <canvas
                        ref={canvasRef}
                        className={classes.viewport}
                        style={{ width: VIEWPORT_SIDE, height: VIEWPORT_SIDE }}
                        tabIndex={0}
                        role="img"
                        aria-label={t("Cropped photo. Arrow keys move it, + and − zoom.")}
                        onKeyDown={onKeyDown}
                        onPointerDown={onPointerDown}
                        onPointerMove={onPointerMove}
                        onPointerUp={() => (drag.current = null)}
                        onPointerCancel={() => (drag.current = null)}
                    />
                    <div className={classes.controls}>
                        {slider("zoom", t("Zoom"), MIN_ZOOM, MAX_ZOOM, 0.05)}
                        {slider("x", t("Left to right"), 0, 100, 1)}
                        {slider("y", t("Top to bottom"), 0, 100, 1)}
                        <div className={classes.buttons}>
                            <Button buttonType="primary" onClick={() => void save()} disabled={busy}>
                                {busy ? t("Saving…") : t("Save Photo")}
                            </Button>
                            <Button
                                onClick={() => {
                                    setImage(null);
                                    if (inputRef.current) {
                                        inputRef.current.value = "";
                                        inputRef.current.focus();
                                    }
                                }}
                                disabled={busy}
                            >
                                {t("Cancel")}
                            </Button>
                        </div>
                    </div>
                </div>
            )}
            {!image && photoUrl && (
                <div className={classes.buttons}>
                    <Button onClick={() => void remove()} disabled={busy}>
                        {t("Remove Photo")}
                    </Button>
                </div>
            )}
        </div>
    );
}
