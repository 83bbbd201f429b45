import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { CREDITS_IMAGES } from "~/config/credits";
import { contentIndex } from "../content-index";
import { refused, type Validity } from "./validity";

const BADGE = /^\/img\/others\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

/** The badges a tool may show: the PNG files of public/img/others, by name (alt-v for alt-v.png). */
function badges(): string[] {
  return [...contentIndex.media].flatMap((sitePath) => BADGE.exec(sitePath)?.[1] ?? []).sort();
}

/**
 * A tool's badge, chosen among the files that exist (the build refuses a name without its
 * /img/others/<name>.png), or none, for a pictogram instead.
 */
export class BadgeControl extends Component<CmsWidgetControlProps<string | undefined>> {
  isValid = (): Validity => {
    const name = this.props.value;
    if (!name || contentIndex.media.has(CREDITS_IMAGES.others(name))) return true;
    return refused(
      `Le badge ${CREDITS_IMAGES.others(name)} n'existe pas dans public/ : choisissez-en un de la liste.`,
    );
  };

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const names = badges();
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">— Aucun (un pictogramme) —</option>
        {value && !names.includes(value) ? <option value={value}>{value} (introuvable)</option> : null}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    );
  }
}
