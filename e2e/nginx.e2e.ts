import { describeServerContract } from "./support/server-contract";

describeServerContract("nginx deploy config", "nginxServer");
