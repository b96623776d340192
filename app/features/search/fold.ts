/**
 * Folding of text for search: Armenian and Cyrillic written in Latin letters, case and accents
 * dropped, and the common Latin spellings of one name brought together, so that "Խաչատրյան",
 * "Хачатурян", "Khachaturian" and "Chatschaturjan" land close enough for trigram matching.
 * The same function folds what is stored and what a visitor types.
 */

const ARMENIAN: Record<string, string> = {
  ա: "a", բ: "b", գ: "g", դ: "d", ե: "e", զ: "z", է: "e", ը: "y", թ: "t", ժ: "zh", ի: "i", լ: "l", խ: "kh",
  ծ: "ts", կ: "k", հ: "h", ձ: "dz", ղ: "gh", ճ: "ch", մ: "m", յ: "y", ն: "n", շ: "sh", ո: "o", չ: "ch", պ: "p",
  ջ: "j", ռ: "r", ս: "s", վ: "v", տ: "t", ր: "r", ց: "ts", ւ: "v", փ: "p", ք: "k", օ: "o", ֆ: "f", և: "ev",
};

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh",
  щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya", і: "i", ї: "yi", є: "ye", ґ: "g",
};

// Spellings of one sound that visitors mix, in the order they apply (German, French and English habits).
const SPELLINGS: [RegExp, string][] = [
  [/dzh/g, "j"],
  [/tsch/g, "ch"],
  [/sch/g, "sh"],
  [/tch/g, "ch"],
  [/j/g, "y"],
  [/ph/g, "f"],
  [/w/g, "v"],
  [/ck/g, "k"],
  [/i(?=[aeou])/g, "y"],
  [/([a-z])\1+/g, "$1"],
];

function transliterateWord(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    // Armenian ու is one vowel, u; ե and ո open a word as ye and vo.
    if (char === "ո" && word[i + 1] === "ւ") {
      out += "u";
      i++;
    } else if (i === 0 && char === "ե") out += "ye";
    else if (i === 0 && char === "ո") out += "vo";
    else out += ARMENIAN[char] ?? CYRILLIC[char] ?? char;
  }
  return out;
}

/** Lower-case Latin words, one space between them; everything else is dropped. */
export function foldForSearch(text: string): string {
  const words = text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => {
      let folded = transliterateWord(word).replace(/[^a-z0-9]/g, "");
      for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
      return folded;
    })
    .filter(Boolean);
  return words.join(" ");
}

/**
 * The consonants of folded words: Armenian spellings drop vowels Latin and Cyrillic ones write
 * (Խաչատրյան → khachatryan, Хачатурян → khachaturyan), which the skeletons (khchtrn) agree on.
 */
export function skeletonOf(folded: string): string {
  return folded
    .split(" ")
    .map((word) => (word.length >= 4 ? word[0] + word.slice(1).replace(/[aeiouy]/g, "") : word))
    .join(" ");
}
