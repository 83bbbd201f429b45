declare module "virtual:notice-paths" {
  const paths: readonly string[];
  export default paths;
}
