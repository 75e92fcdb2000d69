#!/usr/bin/env bash
# Re-renders the demo catalogue's images and company profile from their sources in demo/src/.
#
#   bash demo/render.sh            # from the repository root (or anywhere)
#
# Needs node (and `npm ci --prefix ui/scripts/map`, done here when missing) and Debian's
# librsvg2-bin (rsvg-convert), webp (cwebp) and fonts-noto-core (the PDF's typefaces):
#   apt-get install -y librsvg2-bin webp fonts-noto-core
# Each WebP is encoded at the highest quality that still fits its size budget.
set -euo pipefail
demo="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$demo")"

for tool in node rsvg-convert cwebp; do
  command -v "$tool" >/dev/null || { echo "render.sh: $tool not found (apt-get install -y librsvg2-bin webp nodejs)" >&2; exit 1; }
done
[ -d "$root/ui/scripts/map/node_modules" ] || npm ci --prefix "$root/ui/scripts/map" --no-audit --no-fund

node "$demo/src/build.mjs"

# Fixed timestamps, so re-rendering unchanged sources gives byte-identical files.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1704067200}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# webp SRC.svg OUT.webp WIDTH HEIGHT MAX_BYTES
webp() {
  local src="$1" out="$2" w="$3" h="$4" max="$5" q
  rsvg-convert -w "$w" -h "$h" "$src" -o "$tmp/frame.png"
  for q in 86 80 74 68 62 56 50 44 38; do
    cwebp -quiet -q "$q" -m 6 -sharp_yuv "$tmp/frame.png" -o "$tmp/out.webp"
    if [ "$(stat -c %s "$tmp/out.webp")" -le "$max" ]; then
      mv "$tmp/out.webp" "$out"
      printf '%-34s %4s x %-4s q%-3s %6s bytes\n' "${out#"$root"/}" "$w" "$h" "$q" "$(stat -c %s "$out")"
      return
    fi
  done
  echo "render.sh: $out does not fit in $max bytes even at q38" >&2
  exit 1
}

mkdir -p "$demo/products" "$demo/hero" "$demo/awards" "$demo/profile"
for p in almonds walnuts green-raisins black-raisins red-raisins apricots pine-nuts figs pistachios saffron cumin; do
  webp "$demo/src/svg/product-$p.svg" "$demo/products/$p.webp" 800 600 40960
done
for i in 1 2 3; do
  webp "$demo/src/svg/hero-$i.svg" "$demo/hero/$i.webp" 1600 900 122880
  webp "$demo/src/svg/award-$i.svg" "$demo/awards/$i.webp" 600 800 40960
done

# The company profile: two A4 pages of real (selectable) text, laid out in SVG.
rsvg-convert -f pdf -o "$demo/profile/profile.pdf" "$demo/src/profile-1.svg" "$demo/src/profile-2.svg"
printf "%-34s %s bytes\n" "demo/profile/profile.pdf" "$(stat -c %s "$demo/profile/profile.pdf")"
