import { useEffect, useState } from "react";
import { CREDITS_IMAGES } from "~/config/credits";
import { useT } from "~/i18n/useT";
import type { TeamMember } from "~/data/credits/schema";
import { initialsOf } from "./initials";

/** A member's portrait; decorative, since the name is written next to it. */
function Portrait({ src, alt = "" }: { src: string; alt?: string }) {
  return (
    <img
      className="team-avatar__image"
      src={src}
      alt={alt}
      width={CREDITS_IMAGES.teamSizePx}
      height={CREDITS_IMAGES.teamSizePx}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A member without a photo: their initials on the avatar's disc, decorative like the photo. */
function Initials({ name }: { name: string }) {
  return (
    <span className="team-avatar__initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/**
 * The portrait (the member's initials when there is no photo), or for a member with an easter egg
 * a button that swaps in the surprise image while pointed at or focused from the keyboard; a tap
 * keeps it shown on touch screens.
 */
export function TeamAvatar({ member }: { member: TeamMember }) {
  const t = useT();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const egg = member.easterEgg;
  const hoverImage = egg?.hoverImage;

  // Fetched ahead so that the swap is instant on the first hover.
  useEffect(() => {
    if (hoverImage) new Image().src = hoverImage;
  }, [hoverImage]);

  if (!egg) {
    return (
      <span className="team-avatar">
        {member.image ? <Portrait src={member.image} /> : <Initials name={member.displayName} />}
      </span>
    );
  }
  const showEgg = pointed || focused || pinned;
  return (
    <button
      type="button"
      className="team-avatar team-avatar--egg"
      aria-pressed={pinned}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => setPinned((value) => !value)}
      data-egg={showEgg || undefined}
    >
      {showEgg || member.image ? (
        <Portrait
          src={showEgg ? egg.hoverImage : member.image!}
          alt={showEgg ? t("app.credits.egg.image", { name: member.displayName }) : ""}
        />
      ) : (
        <Initials name={member.displayName} />
      )}
      <span className="visually-hidden">{t("app.credits.egg.button", { name: member.displayName })}</span>
    </button>
  );
}
