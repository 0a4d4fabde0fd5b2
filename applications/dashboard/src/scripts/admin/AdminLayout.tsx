/**
 * Placeholder of the dashboard shell (dash-a owns the real one, with the section navigation):
 * the same interface, so the admin pages built beside it wrap themselves in it unchanged.
 */
import type React from "react";

export function AdminLayout(props: { section: string; title: string; children: React.ReactNode }) {
    return (
        <main id="admin-main" data-admin-section={props.section}>
            <h1>{props.title}</h1>
            {props.children}
        </main>
    );
}
