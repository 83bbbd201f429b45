import { baseURL } from "./support/browser";
import { describeServerContract } from "./server-contract";

describeServerContract("production server", baseURL);
