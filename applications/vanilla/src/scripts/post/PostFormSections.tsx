import { useEffect, useState, type ComponentType } from "react";
import { postFormSections, type IPostFormSectionProps } from "@library/addons/postFormSections";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { logError } from "@library/utility/logger";

interface ILoadedSection {
    name: string;
    postTypes: string[] | undefined;
    Component: ComponentType<IPostFormSectionProps>;
}

interface IProps {
    postType: string;
    values: Record<string, unknown>;
    onChange(name: string, value: unknown): void;
    fieldErrors: Record<string, string>;
}

/**
 * The add-ons' sections of the create-post form (postFormSections.ts), loaded after the form
 * mounts: the server renders none, so hydration matches, and a section that fails to load is
 * logged and left out while the form keeps working.
 */
export function PostFormSections({ postType, values, onChange, fieldErrors }: IProps) {
    const [loaded, setLoaded] = useState<ILoadedSection[]>([]);
    useEffect(() => {
        let live = true;
        void Promise.all(
            postFormSections().map(async ({ name, postTypes, load }) => {
                try {
                    return { name, postTypes, Component: (await loadOnDemand(load)).default as ComponentType<IPostFormSectionProps> };
                } catch (error) {
                    logError(`The post form section "${name}" could not load; it is left out.`, error);
                    return null;
                }
            }),
        ).then((sections) => live && setLoaded(sections.filter((section): section is ILoadedSection => section !== null)));
        return () => {
            live = false;
        };
    }, []);
    return (
        <>
            {loaded
                .filter((section) => !section.postTypes || section.postTypes.includes(postType))
                .map(({ name, Component }) => (
                    <Component key={name} value={values[name]} onChange={(value) => onChange(name, value)} fieldErrors={pick(fieldErrors, `${name}.`)} postType={postType} />
                ))}
        </>
    );
}

function pick(errors: Record<string, string>, prefix: string): Record<string, string> {
    return Object.fromEntries(Object.entries(errors).filter(([field]) => field.startsWith(prefix)));
}
