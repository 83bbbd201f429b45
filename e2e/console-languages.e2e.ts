import { describeConsoleCrawl, samplePages } from "./support/console-crawl";

// The five other languages, on every kind of page.
describeConsoleCrawl(["en", "de", "es", "ru", "ar"], samplePages);
