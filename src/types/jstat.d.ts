// The part of jStat (https://github.com/jstat/jstat) this project uses; the package ships no types.
// It is a UMD module whose export is the jStat object itself.
declare module 'jstat' {
  const jStat: {
    studentt: { inv(p: number, dof: number): number; cdf(x: number, dof: number): number };
    normal: { inv(p: number, mean: number, std: number): number };
  };
  export default jStat;
}
