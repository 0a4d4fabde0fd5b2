import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in the browser, useEffect on the server: for components the server renders
 * too (React 18's server renderer warns about a layout effect; neither runs there anyway).
 */
export const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
