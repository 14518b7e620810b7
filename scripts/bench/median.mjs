// The median the browser benches report (of an odd number of runs: the middle one; of an even number: the upper middle).
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
