import { describeAccessibility } from "./support/a11y-suite";

describeAccessibility("fr");
