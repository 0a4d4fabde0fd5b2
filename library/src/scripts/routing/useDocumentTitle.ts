import { useEffect } from "react";

/** Keeps document.title in step on client-side navigation; the server already wrote it. */
export function useDocumentTitle(title: string): void {
    useEffect(() => {
        document.title = title;
    }, [title]);
}
