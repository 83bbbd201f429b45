import { describeServerContract } from "./support/server-contract";

describeServerContract("production server", "siteServer", {
  precompressed: true,
  ranges: true,
  refusesDotSegments: true,
  servesEditorLogin: false,
});
