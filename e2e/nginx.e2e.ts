import { describeServerContract } from "./support/server-contract";

describeServerContract("nginx deploy config", "nginxServer", {
  precompressed: true,
  ranges: true,
  refusesDotSegments: true,
  servesEditorLogin: false,
});
