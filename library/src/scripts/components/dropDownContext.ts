import { createContext, useContext } from "react";

/** What a drop-down item needs of its drop-down: closing it after an action. */
export interface IDropDownContext {
    close: (options?: { returnFocus?: boolean }) => void;
}

export const DropDownContext = createContext<IDropDownContext>({ close: () => undefined });

export function useDropDown(): IDropDownContext {
    return useContext(DropDownContext);
}
