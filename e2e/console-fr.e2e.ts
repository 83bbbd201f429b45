import { allPages, describeConsoleCrawl } from "./support/console-crawl";

// Every page, in French.
describeConsoleCrawl(["fr"], allPages);
