import { describeServerContract } from "./support/server-contract";

describeServerContract("production server", "siteServer");
