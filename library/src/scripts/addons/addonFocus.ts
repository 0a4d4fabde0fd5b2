/**
 * The keyboard's place across a whole page load (add-on API 10): before an add-on reloads the
 * page (or opens another), `rememberFocus(selectors, path?)` names what should have the focus
 * there; `focusRemembered()`, run as its bundle starts, gives it on that load and forgets it. A
 * facade module of its own, beside `@library/addons/addonApi`, so that only the add-ons that use
 * it carry it (plugins/README.md).
 *
 *     import { focusRemembered, rememberFocus } from "@library/addons/addonFocus";
 *     focusRemembered();
 *     rememberFocus([`#Comment_${id} button`, `#Comment_${id}`]);
 *     window.location.reload();
 */
export { focusRemembered, rememberFocus } from "@library/utility/focusAfterLoad";
