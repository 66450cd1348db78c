// The part of jStat (https://github.com/jstat/jstat) this project uses; the package ships no types.
declare module 'jstat' {
  export const jStat: {
    studentt: { inv(p: number, dof: number): number; cdf(x: number, dof: number): number };
    normal: { inv(p: number, mean: number, std: number): number };
  };
}
