/**
 * "Add a poll" on the create-post form (addonApi.registerPostFormSection "poll"): a checkbox
 * opens the question, 2 to 10 options (add / remove), one or several choices, and an optional
 * closing date. Its value goes out as `attributes.poll` with the discussion; the server checks it
 * and its messages come back by field ("poll.options.3") to show beside that field. Nothing
 * typed is lost: closing the section keeps the values for when it is opened again.
 */
import { useId, useRef, useState } from "react";
import { t, tf, type IPostFormSectionProps } from "@library/addons/addonApi";
import { MAX_POLL_OPTIONS, MAX_POLL_TEXT_LENGTH, MIN_POLL_OPTIONS, type IPollInput } from "./pollTypes";
import { pollClasses as classes } from "./pollStyles";

interface IDraftPoll {
    question: string;
    options: string[];
    multiple: boolean;
    /** As the datetime-local input holds it (the member's local time), "" for none. */
    closes: string;
}

const EMPTY: IDraftPoll = { question: "", options: ["", ""], multiple: false, closes: "" };

/** What the server takes: the local closing time as an instant. */
function toInput(poll: IDraftPoll): IPollInput {
    const date = poll.closes ? new Date(poll.closes) : null;
    return { question: poll.question, options: poll.options, multiple: poll.multiple, dateClosed: date ? (Number.isNaN(date.getTime()) ? poll.closes : date.toISOString()) : null };
}

export default function PollFields({ onChange, fieldErrors }: IPostFormSectionProps<IPollInput>) {
    const [open, setOpen] = useState(false);
    const [poll, setPoll] = useState<IDraftPoll>(EMPTY);
    const optionRefs = useRef<Array<HTMLInputElement | null>>([]);
    const ids = { toggle: useId(), question: useId(), options: useId(), closes: useId(), base: useId() };

    const update = (next: IDraftPoll, isOpen = open) => {
        setPoll(next);
        onChange(isOpen ? toInput(next) : undefined);
    };
    const setOption = (index: number, text: string) => update({ ...poll, options: poll.options.map((option, at) => (at === index ? text : option)) });
    const addOption = () => {
        update({ ...poll, options: [...poll.options, ""] });
        requestAnimationFrame(() => optionRefs.current[poll.options.length]?.focus());
    };
    const removeOption = (index: number) => {
        update({ ...poll, options: poll.options.filter((_, at) => at !== index) });
        requestAnimationFrame(() => optionRefs.current[Math.max(0, index - 1)]?.focus());
    };
    const error = (field: string) => fieldErrors[`poll.${field}`];
    const describedBy = (field: string, id: string) => (error(field) ? id : undefined);

    return (
        <div className={classes.section}>
            <label className={classes.toggle} htmlFor={ids.toggle}>
                <input
                    id={ids.toggle}
                    type="checkbox"
                    checked={open}
                    onChange={(event) => {
                        setOpen(event.target.checked);
                        update(poll, event.target.checked);
                    }}
                />
                {t("Add a poll")}
            </label>
            {error("") && <p className={classes.error}>{error("")}</p>}
            {fieldErrors.poll && <p className={classes.error}>{fieldErrors.poll}</p>}
            {open && (
                <>
                    <div className={classes.field}>
                        <label className={classes.label} htmlFor={ids.question}>
                            {t("Poll question")}
                        </label>
                        <input
                            id={ids.question}
                            className={classes.input}
                            value={poll.question}
                            maxLength={MAX_POLL_TEXT_LENGTH}
                            onChange={(event) => update({ ...poll, question: event.target.value })}
                            aria-invalid={error("question") ? true : undefined}
                            aria-describedby={describedBy("question", `${ids.base}-question`)}
                        />
                        {error("question") && (
                            <p id={`${ids.base}-question`} className={classes.error}>
                                {error("question")}
                            </p>
                        )}
                    </div>
                    <fieldset className={classes.fieldset} aria-describedby={describedBy("options", `${ids.base}-options`)}>
                        <legend className={classes.optionsLegend}>{tf("Options ({min} to {max})", { min: MIN_POLL_OPTIONS, max: MAX_POLL_OPTIONS })}</legend>
                        <div className={classes.optionList}>
                            {poll.options.map((option, index) => {
                                const field = `options.${index + 1}`;
                                const errorID = `${ids.base}-option-${index}`;
                                return (
                                    <div key={index} className={classes.field}>
                                        <div className={classes.optionRow}>
                                            <input
                                                ref={(input) => {
                                                    optionRefs.current[index] = input;
                                                }}
                                                className={classes.input}
                                                aria-label={tf("Option {number}", { number: index + 1 })}
                                                value={option}
                                                maxLength={MAX_POLL_TEXT_LENGTH}
                                                onChange={(event) => setOption(index, event.target.value)}
                                                aria-invalid={error(field) ? true : undefined}
                                                aria-describedby={describedBy(field, errorID)}
                                            />
                                            {poll.options.length > MIN_POLL_OPTIONS && (
                                                <button type="button" className={classes.secondary} onClick={() => removeOption(index)} aria-label={tf("Remove option {number}", { number: index + 1 })}>
                                                    {t("Remove")}
                                                </button>
                                            )}
                                        </div>
                                        {error(field) && (
                                            <p id={errorID} className={classes.error}>
                                                {error(field)}
                                            </p>
                                        )}
                                    </div>
                                );
                            })}
                        </div>
                        {error("options") && (
                            <p id={`${ids.base}-options`} className={classes.error}>
                                {error("options")}
                            </p>
                        )}
                        {poll.options.length < MAX_POLL_OPTIONS && (
                            <div className={classes.actions}>
                                <button type="button" className={classes.secondary} onClick={addOption}>
                                    {t("Add an option")}
                                </button>
                            </div>
                        )}
                    </fieldset>
                    <label className={classes.inline}>
                        <input type="checkbox" checked={poll.multiple} onChange={(event) => update({ ...poll, multiple: event.target.checked })} />
                        {t("Members may choose several options")}
                    </label>
                    <div className={classes.field}>
                        <label className={classes.label} htmlFor={ids.closes}>
                            {t("Closes on (optional)")}
                        </label>
                        <input
                            id={ids.closes}
                            type="datetime-local"
                            className={classes.input}
                            value={poll.closes}
                            onChange={(event) => update({ ...poll, closes: event.target.value })}
                            aria-invalid={error("dateClosed") ? true : undefined}
                            aria-describedby={describedBy("dateClosed", `${ids.base}-closes`)}
                        />
                        {error("dateClosed") && (
                            <p id={`${ids.base}-closes`} className={classes.error}>
                                {error("dateClosed")}
                            </p>
                        )}
                    </div>
                </>
            )}
        </div>
    );
}
