/** The middle value of the runs (the upper middle of an even count): one slow run does not move it. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
