/**
 * The contract a custom fragment script keeps (plugins/README.md "Fragments"): the script is a
 * classic script the page loads from this site; while it runs it calls
 * `window.HearthFragments.define(factory)` once. The page calls the factory with its own React
 * (one React per page: hooks work) and renders the component it returns with the widget's props
 * (its `$reactProps`, the data the server read for the viewer).
 *
 * ```js
 * HearthFragments.define(({ React }) => function Hello(props) {
 *     return React.createElement("h2", { className: "hello" }, props.title ?? "Hello");
 * });
 * ```
 *
 * Which fragment the script belongs to is the page's business (it knows which <script> it
 * added), so one script serves every revision and override URL unchanged.
 */
import type * as ReactModule from "react";
import type { ComponentType } from "react";

/** What the page hands a fragment: its React. */
export interface IFragmentKit {
    React: typeof ReactModule;
}

export type FragmentComponent = ComponentType<Record<string, unknown>>;
export type FragmentFactory = (kit: IFragmentKit) => FragmentComponent;

/** `window.HearthFragments`: present once the page has loaded a fragment. */
export interface IHearthFragments {
    /** The contract's version; bumped only if `define`'s meaning changes. */
    readonly version: 1;
    define(factory: FragmentFactory): void;
}

declare global {
    interface Window {
        HearthFragments?: IHearthFragments;
    }
}
