import { describeServerContract } from "./support/server-contract";

describeServerContract("Cloudflare Pages (wrangler pages dev on workerd)", "cdnServer", {
  precompressed: false,
  ranges: false,
  refusesDotSegments: false,
  servesEditorLogin: true,
});
